import { screen, waitFor, within } from '@testing-library/react';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument, interactive, passive, widgetData } from '../test-support/dashboard-fixtures';
import { renderDashboard } from '../test-support/render-dashboard';

it('draws every format through its lazily loaded renderer', async () => {
  const charts = ['chart:line', 'chart:area', 'chart:bar', 'chart:pie', 'chart:radar', 'chart:gauge'] as const;
  const widgets = [
    ...charts.map((format, order) => interactive({ id: format.replace(':', '-'), title: format, format, order })),
    interactive({ id: 'table', title: 'table', format: 'table', order: 10 }),
    interactive({ id: 'summary', title: 'summary', format: 'summary', order: 11 }),
    passive({ id: 'text', title: 'textCard', order: 12, description: 'Words' }),
  ];
  dashboardApi({ dashboard: dashboardDocument({ widgets }) });
  renderDashboard('/dashboards/acme');
  for (const format of charts) {
    const article = await screen.findByRole('article', { name: format });
    await waitFor(() => expect(article.querySelector('svg.highcharts-root')).not.toBeNull());
    // Highcharts' accessibility module names the chart after the widget.
    expect(within(article).getByRole('region', { name: new RegExp(`^${format}\\.`) })).toBeInTheDocument();
  }
  expect(await within(screen.getByRole('article', { name: 'table' })).findByRole('table')).toBeInTheDocument();
  expect(await within(screen.getByRole('article', { name: 'summary' })).findByRole('list')).toHaveTextContent('400');
  expect(await within(screen.getByRole('article', { name: 'textCard' })).findByText('Words')).toBeInTheDocument();
  expect(screen.queryAllByRole('status', { name: 'Loading' })).toHaveLength(0);
});

it('shows a failure for data that breaks the contract, and the other widgets still render', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dashboardApi({
    dashboard: dashboardDocument({ widgets: [interactive({ id: 'bad', title: 'Bad', order: 0 }), interactive({ id: 'good', title: 'Good', order: 1 })] }),
    data: (id) => (id === 'bad' ? { body: { data: { ...widgetData(), rows: 'not rows' } } } : widgetData()),
  });
  renderDashboard('/dashboards/acme');
  expect(await within(await screen.findByRole('article', { name: 'Bad' })).findByRole('alert')).toHaveTextContent('This widget’s data could not be loaded.');
  expect(await within(screen.getByRole('article', { name: 'Good' })).findByRole('table')).toBeInTheDocument();
});
