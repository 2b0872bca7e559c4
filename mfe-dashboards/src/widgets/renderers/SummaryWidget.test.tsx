import { screen, within } from '@testing-library/react';
import type { ViewRange } from '@pulseboard/shared';
import { instance, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { renderInDashboard } from '../../test-support/render-widget';
import SummaryWidget from './SummaryWidget';

const view: ViewRange = { range: { startDate: '2026-02-01', endDate: '2026-02-28' }, compare: { startDate: '2026-01-04', endDate: '2026-01-31' } };

it('shows the total as one large number with its change against the comparison period', () => {
  renderInDashboard(<SummaryWidget widget={interactive({ id: 'w', title: 'Sessions', format: 'summary' })} data={widgetData()} view={view} />);
  const summary = within(screen.getByRole('list', { name: 'Sessions' })).getByRole('listitem');
  expect(summary).toHaveTextContent('400');
  expect(within(summary).getByText('+25%')).toHaveAttribute('data-trend', 'good');
  expect(summary).toHaveTextContent('vs 320');
});

it('hides a cloaked value and its comparison value, keeping the change', () => {
  const widget = interactive({ id: 'w', format: 'summary', instances: [instance({ metricsOptions: { sessions: { cloaked: true } } })] });
  renderInDashboard(<SummaryWidget widget={widget} data={widgetData()} view={view} />);
  const summary = screen.getByRole('listitem');
  expect(summary).not.toHaveTextContent('400');
  expect(summary).not.toHaveTextContent('320');
  expect(summary).toHaveTextContent('+25%');
});

it('shows N/A for a total that is not a number', () => {
  renderInDashboard(<SummaryWidget widget={interactive({ id: 'w', format: 'summary' })} data={widgetData({ totals: { 'web:sessions': null }, change: null, compareTotals: null })} view={view} />);
  expect(screen.getAllByText('N/A')[0]).toHaveAttribute('title', 'Not available');
});

it('shows no change at all for data without a comparison (real-time data)', () => {
  renderInDashboard(<SummaryWidget widget={interactive({ id: 'w', format: 'summary', realTime: true })} data={widgetData({ change: null, compareTotals: null })} view={view} />);
  expect(screen.getByRole('listitem')).toHaveTextContent(/^Sessions400$/);
});
