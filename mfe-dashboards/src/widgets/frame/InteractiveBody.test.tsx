import { screen, within } from '@testing-library/react';
import { dashboardApi } from '../../test-support/dashboard-api';
import { dashboardDocument, instance, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { renderDashboard } from '../../test-support/render-dashboard';

const merged = interactive({ id: 'm', title: 'Merged', instances: [instance({ id: 'i1', prefix: 'web' }), instance({ id: 'i2', prefix: 'ads' })] });
const expired = (instanceId: string) => ({ instanceId, sourceId: 5, kind: 'source_invalid' as const, message: 'expired' });

it('shows only the data error when every instance failed', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [merged] }), data: () => widgetData({ errors: [expired('i1'), expired('i2')] }) });
  renderDashboard('/dashboards/acme');
  const card = await screen.findByRole('article', { name: 'Merged' });
  expect(await within(card).findByRole('alert')).toHaveTextContent('This source needs to be re-authorised.');
  expect(within(card).queryByRole('table')).not.toBeInTheDocument();
});

it('shows what the other instances returned below the error of one', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [merged] }), data: () => widgetData({ errors: [expired('i2')] }) });
  renderDashboard('/dashboards/acme');
  const card = await screen.findByRole('article', { name: 'Merged' });
  expect(await within(card).findByRole('table')).toBeInTheDocument();
  expect(within(card).getByRole('alert')).toHaveTextContent('This source needs to be re-authorised.');
});

it('says when the period has no data', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w', title: 'Empty' })] }), data: () => widgetData({ rows: [] }) });
  renderDashboard('/dashboards/acme');
  expect(await within(await screen.findByRole('article', { name: 'Empty' })).findByText('No data for this period.')).toBeInTheDocument();
});
