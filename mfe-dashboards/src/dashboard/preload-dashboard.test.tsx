import { screen, waitFor } from '@testing-library/react';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument } from '../test-support/dashboard-fixtures';
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
