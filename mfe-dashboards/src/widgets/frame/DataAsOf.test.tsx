import { screen, within } from '@testing-library/react';
import { dashboardApi } from '../../test-support/dashboard-api';
import { dashboardDocument, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { renderDashboard } from '../../test-support/render-dashboard';

const FETCHED_AT = '2026-11-24T07:30:00.000Z';

it('says when a paid source’s figures were fetched, under them', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w', title: 'Backlinks' })] }), data: () => widgetData({ fetchedAt: FETCHED_AT }) });
  renderDashboard('/dashboards/acme');
  const card = await screen.findByRole('article', { name: 'Backlinks' });
  const asOf = await within(card).findByText(/^Data as of/);
  expect(within(asOf).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(FETCHED_AT)))).toHaveAttribute('datetime', FETCHED_AT);
  expect(within(card).getByRole('table')).toBeInTheDocument();
});

it('says nothing of the kind for figures that are current', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w', title: 'Sessions' })] }) });
  renderDashboard('/dashboards/acme');
  const card = await screen.findByRole('article', { name: 'Sessions' });
  await within(card).findByRole('table');
  expect(within(card).queryByText(/Data as of/)).not.toBeInTheDocument();
});
