import { limitRows, orderRows } from '@pulseboard/shared/contracts';
import type { Row } from '../../src/query/totals.js';

const row = (dimension: string | null, value: number | null): Row => ({ dimension, values: { v: value } });
const labels = (rows: Row[]) => rows.map((item) => item.dimension);

describe('ordering and limiting rows', () => {
  it('orders by the dimension ascending by default, naturally (2 before 10) and dates chronologically', () => {
    expect(labels(orderRows([row('10', 1), row('2', 2), row('1', 3)]))).toEqual(['1', '2', '10']);
    expect(labels(orderRows([row('2024-03-02', 1), row('2023-12-31', 1), row('2024-02-29', 1)]))).toEqual(['2023-12-31', '2024-02-29', '2024-03-02']);
    expect(labels(orderRows([row('b', 1), row('A', 1), row('c', 1)], { column: 'dimension', dir: 'desc' }))).toEqual(['c', 'b', 'A']);
  });

  it('orders by a column either way, missing values last, ties by the dimension', () => {
    const rows = [row('a', 5), row('b', null), row('c', 9), row('d', 5), row('e', 1)];
    expect(labels(orderRows(rows, { column: 'v', dir: 'desc' }))).toEqual(['c', 'a', 'd', 'e', 'b']);
    expect(labels(orderRows(rows, { column: 'v', dir: 'asc' }))).toEqual(['e', 'a', 'd', 'c', 'b']);
  });

  it('limits after ordering, and leaves the input untouched', () => {
    const rows = [row('a', 1), row('b', 3), row('c', 2)];
    expect(labels(limitRows(orderRows(rows, { column: 'v', dir: 'desc' }), 2))).toEqual(['b', 'c']);
    expect(labels(limitRows(rows, undefined))).toEqual(['a', 'b', 'c']);
    expect(labels(rows)).toEqual(['a', 'b', 'c']);
  });
});
