import { dashboardElement } from './dashboard-element';

jest.mock('./dashboard-element', () => ({ dashboardElement: jest.fn(() => class extends HTMLElement {}) }));

const loadBundle = () =>
  jest.isolateModulesAsync(async () => {
    await import('./index');
  });

it('defines <pulseboard-dashboard> for the origin its chunks come from, once however often the page loads the bundle', async () => {
  // What webpack's publicPath 'auto' resolves from the script's address.
  Object.assign(globalThis, { __webpack_public_path__: 'https://app.pulseboard.test/embed-elements/' });
  await loadBundle();
  const defined = customElements.get('pulseboard-dashboard');
  await loadBundle();
  expect(dashboardElement).toHaveBeenCalledTimes(1);
  expect(dashboardElement).toHaveBeenCalledWith('https://app.pulseboard.test');
  expect(customElements.get('pulseboard-dashboard')).toBe(defined);
});
