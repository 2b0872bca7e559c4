import { waitFor } from '@testing-library/react';
import { dashboardApi } from './test-support/dashboard-api';
import { dashboardDocument } from './test-support/dashboard-fixtures';

it("asks for the address's dashboard as the area loads, before any screen's code", async () => {
  window.history.pushState({}, '', '/dashboards/acme/print');
  const api = dashboardApi({ dashboard: dashboardDocument() });
  await import('./plugin');
  await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/api/dashboards/acme')).toHaveLength(1));
});
