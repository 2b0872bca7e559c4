import { screen, waitFor, within } from '@testing-library/react';
import { embedCommand, type EmbedEventMap, type EmbedEventName } from '@pulseboard/shared';
import { mockApi } from '@pulseboard/shared/testing';
import { dashboardApi, dataCalls } from '../../test-support/dashboard-api';
import { dashboardDocument, interactive } from '../../test-support/dashboard-fixtures';
import parcel from './parcel';
import type { ParcelProps } from './ParcelRoot';

jest.mock('@open-iframe-resizer/core', () => ({ initializeChildListener: jest.fn() }));

const february = { startDate: '2026-02-01', endDate: '2026-02-28', compareStartDate: '2026-01-04', compareEndDate: '2026-01-31' };

/** The element's side of a parcel: its container, the events it was told, and the commands it sends. */
function element(permalink: string, token: string | null = 'signed.jwt') {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const events: Array<{ type: EmbedEventName; payload: EmbedEventMap[EmbedEventName] }> = [];
  const listeners = new Set<(message: unknown) => void>();
  const props = {
    name: `parcel-${permalink}`,
    permalink,
    token,
    apiOrigin: window.location.origin,
    domElement,
    emit: (type: EmbedEventName, payload: EmbedEventMap[EmbedEventName]) => void events.push({ type, payload }),
    onCommand: (listener: (message: unknown) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as unknown as ParcelProps & Parameters<typeof parcel.mount>[0];
  return {
    props,
    events,
    send: (message: unknown) => listeners.forEach((listener) => listener(message)),
    listening: () => listeners.size,
    mount: async () => {
      await parcel.bootstrap(props);
      await parcel.mount(props);
    },
    unmount: () => parcel.unmount(props),
  };
}

// Each test shows a dashboard of its own: SWR's cache is the page's, shared by its parcels as by its frames' screens.
const embedApi = (overrides: Parameters<typeof dashboardDocument>[0] = {}) =>
  dashboardApi({ dashboard: dashboardDocument({ owner: false, widgets: [interactive({ id: 'w1', title: 'Sessions' })], ...overrides }), publicView: true });

// The parcel renders with a React root of its own, as on a client's page, not through act: the tests wait for what it shows.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it("shows the dashboard in the element's container with the element's token, and leaves the page's title and scrolling alone", async () => {
  document.title = 'Client site';
  const api = embedApi({ permalink: 'first', rangeType: 'custom', ...february });
  const shown = element('first');
  await shown.mount();
  expect(await within(shown.props.domElement).findByRole('article', { name: 'Sessions' })).toBeInTheDocument();
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
  expect(new Set(api.calls.map((call) => call.headers.get('x-embed-token')))).toEqual(new Set(['signed.jwt']));
  expect(document.title).toBe('Client site');
  expect(document.documentElement.style.overflow).toBe('');
  await waitFor(() => expect(shown.events).toContainEqual({ type: 'ready', payload: { permalink: 'first', range: february, rangeLocked: false } }));
  await shown.unmount();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(shown.listening()).toBe(0);
});

it("emits the page's events to the element and applies its setRange, checked as a frame checks it", async () => {
  const api = embedApi({ permalink: 'second', rangeType: 'custom', ...february });
  const shown = element('second');
  await shown.mount();
  await waitFor(() => expect(dataCalls(api)).toHaveLength(1));
  shown.send({ type: 'setRange', payload: { startDate: 'June' } });
  shown.send(embedCommand('setRange', { startDate: '2025-06-01', endDate: '2025-06-10' }));
  const june = { startDate: '2025-06-01', endDate: '2025-06-10', compareStartDate: '2025-05-22', compareEndDate: '2025-05-31' };
  await waitFor(() => expect(shown.events).toContainEqual({ type: 'rangeChange', payload: june }));
  await waitFor(() => expect(dataCalls(api)).toHaveLength(2));
  expect(dataCalls(api)[1]!.range).toEqual(june);
  await shown.unmount();
});

it('says why a dashboard cannot be shown, in the element and as an error event', async () => {
  mockApi({ 'GET /api/dashboards/third': () => ({ status: 403, body: { message: 'Forbidden', code: 'site-not-allowed' } }) });
  const shown = element('third');
  await shown.mount();
  expect(await within(shown.props.domElement).findByRole('alert')).toHaveTextContent('This site is not allowed to show this dashboard.');
  await waitFor(() => expect(shown.events).toContainEqual({ type: 'error', payload: { code: 'site-not-allowed', message: 'This site is not allowed to show this dashboard.' } }));
  await shown.unmount();
});
