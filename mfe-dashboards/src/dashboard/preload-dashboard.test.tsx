import { act, screen, waitFor } from '@testing-library/react';
import type { MockReply } from '@pulseboard/shared/testing';
import { dashboardApi, dataCalls, dataRequests, firstWidgetsRequests } from '../test-support/dashboard-api';
import { deferred } from '../test-support/deferred';
import { dashboardDocument, interactive, passive } from '../test-support/dashboard-fixtures';
import { installIntersectionObserver } from '../test-support/intersection-observer';
import { renderDashboard } from '../test-support/render-dashboard';
import { INTERACTIVE_FORMATS, PassiveRenderer } from '../widgets/registry';
import { preloadDashboardOfPage } from './use-loaded-dashboard';

const documentCalls = (api: ReturnType<typeof dashboardApi>) => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/dashboards/acme');

it("asks for the address's dashboard before the screen runs, and the screen takes that answer instead of asking again", async () => {
  const api = dashboardApi({ dashboard: dashboardDocument({ name: 'Acme report' }) });
  preloadDashboardOfPage('/dashboards/acme/print');
  await waitFor(() => expect(documentCalls(api)).toHaveLength(1));
  renderDashboard('/dashboards/acme/print');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme report' })).toBeInTheDocument();
  expect(documentCalls(api)).toHaveLength(1);
});

it.each(['/dashboards/acme', '/dashboards/acme/print'])('starts loading every format’s code beside the document of %s, before it has named the formats', async (page) => {
  const document = deferred<MockReply>();
  dashboardApi({ dashboard: dashboardDocument({ name: 'Acme report' }), handlers: { 'GET /api/dashboards/acme': () => document.promise } });
  const renderers = [...new Set(Object.values(INTERACTIVE_FORMATS).map((entry) => entry.renderer)), PassiveRenderer];
  const preloads = renderers.map((renderer) => jest.spyOn(renderer, 'preload'));
  preloadDashboardOfPage(page, '');
  for (const preload of preloads) expect(preload).toHaveBeenCalled();
  preloads.forEach((preload) => preload.mockRestore());
  // The screen takes the document that was asked for.
  document.resolve({ body: { data: dashboardDocument({ name: 'Acme report' }) } });
  renderDashboard(page);
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme report' })).toBeInTheDocument();
});

it('asks nothing on a page that shows no dashboard by its permalink alone', async () => {
  const api = dashboardApi({ dashboard: dashboardDocument() });
  for (const page of ['/dashboards', '/embed/dashboards/acme', '/groups/3']) preloadDashboardOfPage(page);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toEqual([]);
});

const RANGE = { startDate: '2026-10-01', endDate: '2026-10-28', compareStartDate: '2026-09-03', compareEndDate: '2026-09-30' };

it("asks for a print view's first widgets' data beside its document when the address names the range, and the screen draws from that answer", async () => {
  const widgets = [interactive({ id: 'w1' }), passive({ id: 'note' }), interactive({ id: 'w2' })];
  const document = deferred<MockReply>();
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }), handlers: { 'GET /api/dashboards/acme': () => document.promise } });
  const search = `?${new URLSearchParams(RANGE).toString()}`;
  preloadDashboardOfPage('/dashboards/acme/print', search);
  // The document has not arrived: one request naming no widget, for the address's range.
  await waitFor(() => expect(firstWidgetsRequests(api)).toEqual([RANGE]));
  document.resolve({ body: { data: dashboardDocument({ widgets }) } });
  renderDashboard(`/dashboards/acme/print${search}`);
  await waitFor(() => expect(window.document.querySelector('[data-drawn="true"]')).not.toBeNull());
  expect(screen.getAllByRole('table')).toHaveLength(2);
  expect(dataRequests(api)).toBe(1);
  expect(documentCalls(api)).toHaveLength(1);
});

it('asks on its own for a widget whose line in the first answer was computed for another version of it', async () => {
  const widgets = [interactive({ id: 'w1' }), interactive({ id: 'w2' })];
  // The document the view gets was read after w2 changed: the first answer's line for w2 carries the old hash.
  const newer = dashboardDocument({ widgets: [widgets[0]!, { ...widgets[1]!, hash: 'hash-w2-edited' }] });
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }), handlers: { 'GET /api/dashboards/acme': () => ({ body: { data: newer } }) } });
  const search = `?${new URLSearchParams(RANGE).toString()}`;
  preloadDashboardOfPage('/dashboards/acme/print', search);
  renderDashboard(`/dashboards/acme/print${search}`);
  await waitFor(() => expect(window.document.querySelector('[data-drawn="true"]')).not.toBeNull());
  expect(firstWidgetsRequests(api)).toHaveLength(1);
  expect(dataCalls(api).map(({ widgetId }) => widgetId)).toEqual(['w2']);
});

it("waits for a print view's document before asking for its data when the address names no range (the dashboard's default applies)", async () => {
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w1' })] }) });
  preloadDashboardOfPage('/dashboards/acme/print', '');
  await waitFor(() => expect(dataCalls(api).map(({ widgetId }) => widgetId)).toEqual(['w1']));
  renderDashboard('/dashboards/acme/print');
  await waitFor(() => expect(window.document.querySelector('[data-drawn="true"]')).not.toBeNull());
  expect(firstWidgetsRequests(api)).toEqual([]);
  expect(dataRequests(api)).toBe(1);
});

it("asks for a report view's widgets that the layout puts near the first screen as soon as its document is there; the rest wait until they come near", async () => {
  const viewport = installIntersectionObserver({ auto: false });
  // Full-width widgets one row high: with the viewport's 768 px and the 400 px margin, rows 0 to 5 start within reach.
  const widgets = Array.from({ length: 8 }, (_, index) => interactive({ id: `w${index}`, order: index, width: 4 }));
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }) });
  preloadDashboardOfPage('/dashboards/acme', '');
  await waitFor(() => expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5']));
  expect(dataRequests(api)).toBe(1);

  renderDashboard('/dashboards/acme');
  const first = await screen.findByRole('article', { name: 'Widget w0' });
  act(() => viewport.reveal(first));
  expect(await screen.findByRole('table', { name: 'Widget w0' })).toBeInTheDocument();
  act(() => viewport.reveal(screen.getByRole('article', { name: 'Widget w7' })));
  expect(await screen.findByRole('table', { name: 'Widget w7' })).toBeInTheDocument();
  expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w7']);
});

it("asks for a report view's first screen beside its document when the address names the range, telling the API the viewport's height", async () => {
  const viewport = installIntersectionObserver({ auto: false });
  const widgets = Array.from({ length: 8 }, (_, index) => interactive({ id: `w${index}`, order: index, width: 4 }));
  const document = deferred<MockReply>();
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }), handlers: { 'GET /api/dashboards/acme': () => document.promise } });
  const search = `?${new URLSearchParams(RANGE).toString()}`;
  preloadDashboardOfPage('/dashboards/acme', search);
  // The document has not arrived: one request naming no widget, for the address's range and the viewport's 768 px.
  await waitFor(() => expect(firstWidgetsRequests(api)).toEqual([{ ...RANGE, viewportHeight: '768' }]));
  document.resolve({ body: { data: dashboardDocument({ widgets }) } });

  renderDashboard(`/dashboards/acme${search}`);
  const first = await screen.findByRole('article', { name: 'Widget w0' });
  act(() => viewport.reveal(first));
  expect(await screen.findByRole('table', { name: 'Widget w0' })).toBeInTheDocument();
  // w0 to w5 came with that answer; w7, far below, is asked for on its own when it comes near.
  act(() => viewport.reveal(screen.getByRole('article', { name: 'Widget w7' })));
  expect(await screen.findByRole('table', { name: 'Widget w7' })).toBeInTheDocument();
  expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w7']);
  expect(dataRequests(api)).toBe(2);
});
