import { screen, within } from '@testing-library/react';
import type { ViewRange, WidgetData } from '@pulseboard/shared';
import { instance, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { renderInDashboard } from '../../test-support/render-widget';
import TableWidget from './TableWidget';

const view: ViewRange = { range: { startDate: '2026-02-01', endDate: '2026-02-28' }, compare: { startDate: '2026-01-04', endDate: '2026-01-31' } };

const twoMetrics: WidgetData = widgetData({
  dimension: { name: 'channel', label: 'Channel' },
  columns: [
    { key: 'web:sessions', label: 'Sessions', format: 'number' },
    { key: 'web:revenue', label: 'Revenue', format: 'money' },
    { key: 'web:position', label: 'Position', format: 'average', inverted: true },
  ],
  rows: [
    { dimension: 'Organic', values: { 'web:sessions': 300, 'web:revenue': 1200, 'web:position': 3.2 } },
    { dimension: 'Paid', values: { 'web:sessions': 100, 'web:revenue': null, 'web:position': 5 } },
  ],
  totals: { 'web:sessions': 400, 'web:revenue': 1200, 'web:position': 4.1 },
  change: { 'web:sessions': 0.25, 'web:revenue': -0.1, 'web:position': -0.2 },
});

const cells = (rowName: string) => within(screen.getByRole('row', { name: new RegExp(`^${rowName}`) })).getAllByRole('cell');

it('shows a row per dimension value and a column per metric, in their formats, with N/A for missing numbers', () => {
  renderInDashboard(<TableWidget widget={interactive({ id: 'w', title: 'Channels', instances: [instance({ currency: 'EUR' })] })} data={twoMetrics} view={view} />);
  const table = screen.getByRole('table', { name: 'Channels' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Channel', 'Sessions', 'Revenue', 'Position']);
  expect(cells('Organic').map((cell) => cell.textContent)).toEqual(['300', '€1,200.00', '3.20']);
  expect(cells('Paid')[1]).toHaveTextContent('N/A');
});

it('puts each change on the totals row, good news green and bad news red, a fall being good for inverted metrics', () => {
  renderInDashboard(<TableWidget widget={interactive({ id: 'w' })} data={twoMetrics} view={view} />);
  const [sessions, revenue, position] = cells('Total');
  expect(within(sessions!).getByText('+25%')).toHaveAttribute('data-trend', 'good');
  expect(within(revenue!).getByText('-10%')).toHaveAttribute('data-trend', 'bad');
  expect(within(position!).getByText('-20%')).toHaveAttribute('data-trend', 'good');
});

it('drops the colours with hiddenHighlight and the changes with hiddenChange', () => {
  const { unmount } = renderInDashboard(<TableWidget widget={interactive({ id: 'w', hiddenHighlight: true })} data={twoMetrics} view={view} />);
  expect(within(cells('Total')[0]!).getByText('+25%')).toHaveAttribute('data-trend', 'flat');
  unmount();
  renderInDashboard(<TableWidget widget={interactive({ id: 'w', hiddenChange: true })} data={twoMetrics} view={view} />);
  expect(screen.queryByText('+25%')).not.toBeInTheDocument();
});

it('shows rows as shares of the total with percent', () => {
  renderInDashboard(<TableWidget widget={interactive({ id: 'w', percent: true })} data={twoMetrics} view={view} />);
  expect(cells('Organic').map((cell) => cell.textContent)).toEqual(['75%', '100%', '78.05%']);
  expect(cells('Paid')[1]).toHaveTextContent('N/A');
});

it('cloaks values or changes metric by metric, and overrides a metric format', () => {
  const widget = interactive({
    id: 'w',
    instances: [instance({ metricsOptions: { sessions: { cloaked: true }, revenue: { cloakedChange: true }, position: { format: 'number' } } })],
  });
  renderInDashboard(<TableWidget widget={widget} data={twoMetrics} view={view} />);
  const [sessions, revenue, position] = cells('Organic');
  expect(sessions).toHaveTextContent('Hidden');
  expect(sessions).not.toHaveTextContent('300');
  expect(revenue).toHaveTextContent('$1,200.00');
  expect(position).toHaveTextContent(/^3\.2$/);
  const totals = cells('Total');
  expect(totals[0]).toHaveTextContent('+25%');
  expect(totals[1]).not.toHaveTextContent('-10%');
  expect(totals[1]).toHaveTextContent('Change hidden');
});

it('lists the metrics with their change when the data has no dimension', () => {
  renderInDashboard(<TableWidget widget={interactive({ id: 'w' })} data={{ ...twoMetrics, dimension: null, rows: [{ dimension: null, values: twoMetrics.totals }] }} view={view} />);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Metric', 'Value', 'Change']);
  expect(cells('Revenue').map((cell) => cell.textContent)).toEqual(['$1,200.00', '▼-10%']);
});
