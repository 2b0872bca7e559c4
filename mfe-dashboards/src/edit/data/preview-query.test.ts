import { instance, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { previewQuery, shapeRows } from './preview-query';

const data = widgetData({
  rows: [
    { dimension: 'b', values: { 'web:sessions': 5 } },
    { dimension: 'a', values: { 'web:sessions': null } },
    { dimension: 'c', values: { 'web:sessions': 9 } },
    { dimension: '10', values: { 'web:sessions': 5 } },
    { dimension: '2', values: { 'web:sessions': 1 } },
  ],
});
const dimensions = (shaped: typeof data) => shaped.rows.map((row) => row.dimension);

it('asks for the data without the display options, the order or the row limit', () => {
  const widget = interactive({
    id: 'w',
    rowsLimit: 3,
    orderBy: { column: 'web:sessions', dir: 'desc' },
    instances: [instance({ metricsOptions: { sessions: { cloaked: true } }, inputs: { goal: 2 } })],
  });
  expect(previewQuery(widget)).toEqual({ instances: [{ id: 'i1', type: 'demo', prefix: 'web', sourceId: 5, config: {}, inputs: { goal: 2 } }], calculatedMetrics: [], realTime: false });
});

it('orders by the dimension the way the engine does: numbers naturally', () => {
  expect(dimensions(shapeRows(data, { orderBy: { column: 'dimension', dir: 'asc' }, rowsLimit: 15 }))).toEqual(['2', '10', 'a', 'b', 'c']);
});

it('orders by a metric with missing values last and ties by dimension, then limits', () => {
  expect(dimensions(shapeRows(data, { orderBy: { column: 'web:sessions', dir: 'desc' }, rowsLimit: 15 }))).toEqual(['c', '10', 'b', '2', 'a']);
  expect(dimensions(shapeRows(data, { orderBy: { column: 'web:sessions', dir: 'asc' }, rowsLimit: 3 }))).toEqual(['2', '10', 'b']);
});

it('orders by the dimension when the column is not in the data', () => {
  expect(dimensions(shapeRows(data, { orderBy: { column: 'web:users', dir: 'desc' }, rowsLimit: 2 }))).toEqual(['c', 'b']);
});
