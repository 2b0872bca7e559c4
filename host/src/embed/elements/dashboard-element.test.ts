import { loadExposedModule, registerContainer } from '../../remotes/containers';
import { mountRootParcel } from 'single-spa';
import { embedCommand, readEmbedCommand, type EmbedParcelProps } from '@pulseboard/shared';
import { dashboardElement } from './dashboard-element';

jest.mock('../../remotes/containers', () => ({ ...jest.requireActual('../../remotes/containers'), registerContainer: jest.fn(), loadExposedModule: jest.fn() }));
jest.mock('single-spa', () => ({ mountRootParcel: jest.fn() }));

const ORIGIN = 'https://app.pulseboard.test';
const parcelConfig = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const unmount = jest.fn(() => Promise.resolve());
type MountedProps = EmbedParcelProps & { domElement: HTMLElement };
const mounted = () => jest.mocked(mountRootParcel).mock.calls.map(([, props]) => props as MountedProps);

customElements.define('pulseboard-dashboard', dashboardElement(ORIGIN));
jest.mocked(loadExposedModule).mockResolvedValue({ default: parcelConfig });
jest.mocked(mountRootParcel).mockImplementation(() => ({ mountPromise: Promise.resolve(), unmount }) as never);

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
function addElement(attributes: Record<string, string>) {
  const element = document.createElement('pulseboard-dashboard');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element as HTMLElement & { setRange: (range: object) => void };
}

afterEach(async () => {
  document.body.innerHTML = '';
  await settled();
  jest.clearAllMocks();
});

it("mounts the dashboards remote's parcel in its shadow root when added, loading the remote once from the app's origin", async () => {
  const first = addElement({ permalink: 'acme', token: 'signed.jwt' });
  const second = addElement({ permalink: 'public-report' });
  await settled();

  expect(registerContainer).toHaveBeenCalledTimes(1);
  expect(registerContainer).toHaveBeenCalledWith('pulseboard_dashboards', `${ORIGIN}/remotes/dashboards/remoteEntry.js`);
  expect(loadExposedModule).toHaveBeenCalledTimes(1);
  expect(loadExposedModule).toHaveBeenCalledWith('pulseboard_dashboards', './parcel');
  expect(mountRootParcel).toHaveBeenCalledTimes(2);
  expect(jest.mocked(mountRootParcel).mock.calls[0]![0]).toBe(parcelConfig);
  expect(mounted()).toEqual([
    expect.objectContaining({ permalink: 'acme', token: 'signed.jwt', apiOrigin: ORIGIN, domElement: first.shadowRoot!.firstElementChild }),
    expect.objectContaining({ permalink: 'public-report', token: null, apiOrigin: ORIGIN, domElement: second.shadowRoot!.firstElementChild }),
  ]);
});

it('unmounts when removed, and remounts when its permalink or token changes', async () => {
  const element = addElement({ permalink: 'acme', token: 'signed.jwt' });
  await settled();
  element.setAttribute('token', 'newer.jwt');
  await settled();
  expect(unmount).toHaveBeenCalledTimes(1);
  expect(mounted().map(({ token }) => token)).toEqual(['signed.jwt', 'newer.jwt']);

  element.setAttribute('token', 'newer.jwt');
  await settled();
  expect(mountRootParcel).toHaveBeenCalledTimes(2);

  element.remove();
  await settled();
  expect(unmount).toHaveBeenCalledTimes(2);
  expect(mountRootParcel).toHaveBeenCalledTimes(2);
});

it("dispatches the parcel's events on itself, and hands it the page's setRange as a frame receives it", async () => {
  const element = addElement({ permalink: 'acme' });
  await settled();
  const [props] = mounted();
  const heard: unknown[] = [];
  element.addEventListener('pulseboard:resize', (event) => heard.push((event as CustomEvent).detail));
  props!.emit('resize', { width: 800, height: 600 });
  expect(heard).toEqual([{ width: 800, height: 600 }]);

  const commands: unknown[] = [];
  const stop = props!.onCommand((message) => commands.push(readEmbedCommand(message)));
  element.setRange({ startDate: '2026-09-01', endDate: '2026-09-30' });
  stop();
  element.setRange({ startDate: '2026-10-01', endDate: '2026-10-31' });
  expect(commands).toEqual([{ type: embedCommand('setRange', { startDate: '2026-09-01', endDate: '2026-09-30' }).type, payload: { startDate: '2026-09-01', endDate: '2026-09-30' } }]);
});

it('says so in the element and as an error event when the dashboard cannot be mounted', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(mountRootParcel).mockReturnValueOnce({ mountPromise: Promise.reject(new Error('broken')), unmount } as never);
  const element = document.createElement('pulseboard-dashboard');
  element.setAttribute('permalink', 'acme');
  const errors: unknown[] = [];
  element.addEventListener('pulseboard:error', (event) => errors.push((event as CustomEvent).detail));
  document.body.append(element);
  await settled();
  expect(element.shadowRoot!.textContent).toBe('This dashboard could not be loaded.');
  expect(errors).toEqual([{ code: 'failed', message: 'This dashboard could not be loaded.' }]);
  expect(mountRootParcel).toHaveBeenCalledTimes(1);
  // A parcel that never mounted is not unmounted.
  element.remove();
  await settled();
  expect(unmount).not.toHaveBeenCalled();
});
