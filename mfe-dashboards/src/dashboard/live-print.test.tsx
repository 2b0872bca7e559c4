import { screen } from '@testing-library/react';
import { dashboardApi, dataCalls } from '../test-support/dashboard-api';
import { dashboardDocument, interactive } from '../test-support/dashboard-fixtures';
import { settleUntil } from '../test-support/deferred';
import { renderDashboard } from '../test-support/render-dashboard';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("prints the real-time view's widgets alone, headed as live data, for its PDF (?live=1)", async () => {
  const widgets = [interactive({ id: 'now', title: 'Active users now', format: 'summary', realTime: true, order: 0 }), interactive({ id: 'month', title: 'Sessions', order: 1 })];
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets }) });
  renderDashboard('/dashboards/acme/print?month=2&year=2026&live=1');
  await settleUntil(() => screen.queryByRole('article', { name: 'Active users now' }) !== null);
  expect(screen.getByText(/^Live data at /)).toBeInTheDocument();
  expect(screen.queryByText(/compared with/)).not.toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Sessions' })).not.toBeInTheDocument();
  expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['now']);
});

it('prints both sets with the period and its comparison otherwise', async () => {
  const widgets = [interactive({ id: 'now', title: 'Active users now', format: 'summary', realTime: true, order: 0 }), interactive({ id: 'month', title: 'Sessions', order: 1 })];
  dashboardApi({ dashboard: dashboardDocument({ widgets }) });
  renderDashboard('/dashboards/acme/print?month=2&year=2026');
  await settleUntil(() => screen.queryByRole('article', { name: 'Sessions' }) !== null);
  expect(screen.getByText(/compared with/)).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Active users now' })).toBeInTheDocument();
});
