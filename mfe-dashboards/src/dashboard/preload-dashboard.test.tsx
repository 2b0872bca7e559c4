import { act, screen, waitFor } from '@testing-library/react';
import { dashboardApi, dataCalls, dataRequests } from '../test-support/dashboard-api';
import { dashboardDocument, interactive, passive } from '../test-support/dashboard-fixtures';
import { installIntersectionObserver } from '../test-support/intersection-observer';
import { renderDashboard } from '../test-support/render-dashboard';
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

it('asks nothing on a page that shows no dashboard by its permalink alone', async () => {
  const api = dashboardApi({ dashboard: dashboardDocument() });
  for (const page of ['/dashboards', '/embed/dashboards/acme', '/groups/3']) preloadDashboardOfPage(page);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toEqual([]);
});

const RANGE = { startDate: '2026-10-01', endDate: '2026-10-28', compareStartDate: '2026-09-03', compareEndDate: '2026-09-30' };

it("asks for a print view's widgets' data as soon as its document is there, and the screen draws from those answers", async () => {
  const widgets = [interactive({ id: 'w1' }), passive({ id: 'note' }), interactive({ id: 'w2' })];
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }) });
  const search = `?${new URLSearchParams(RANGE).toString()}`;
  preloadDashboardOfPage('/dashboards/acme/print', search);
  // Before the screen has rendered: the interactive widgets, in one request, for the address's range.
  await waitFor(() =>
    expect(dataCalls(api).map(({ widgetId, range }) => ({ widgetId, range }))).toEqual([
      { widgetId: 'w1', range: RANGE },
      { widgetId: 'w2', range: RANGE },
    ]),
  );
  renderDashboard(`/dashboards/acme/print${search}`);
  await waitFor(() => expect(document.querySelector('[data-drawn="true"]')).not.toBeNull());
  expect(dataCalls(api)).toHaveLength(2);
  expect(documentCalls(api)).toHaveLength(1);
});

it("asks for a report view's widgets that the layout puts near the first screen as soon as its document is there; the rest wait until they come near", async () => {
  const viewport = installIntersectionObserver({ auto: false });
  // Full-width widgets one row high: with the viewport's 768 px and the 400 px margin, rows 0 to 5 start within reach.
  const widgets = Array.from({ length: 8 }, (_, index) => interactive({ id: `w${index}`, order: index, width: 4 }));
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }) });
  const search = `?${new URLSearchParams(RANGE).toString()}`;
  preloadDashboardOfPage('/dashboards/acme', search);
  await waitFor(() => expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5']));
  expect(dataRequests(api)).toBe(1);

  renderDashboard(`/dashboards/acme${search}`);
  const first = await screen.findByRole('article', { name: 'Widget w0' });
  act(() => viewport.reveal(first));
  expect(await screen.findByRole('table', { name: 'Widget w0' })).toBeInTheDocument();
  act(() => viewport.reveal(screen.getByRole('article', { name: 'Widget w7' })));
  expect(await screen.findByRole('table', { name: 'Widget w7' })).toBeInTheDocument();
  expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w7']);
});
