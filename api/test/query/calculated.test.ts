import { CALCULATED_METRIC_TYPES, type CalculatedMetric } from '@pulseboard/shared/contracts';
import { addCalculated, calculatedColumn, calculatedFormat } from '../../src/query/calculated.js';
import type { Table } from '../../src/query/totals.js';

/** Two days: 100 sessions with 10 conversions, then 300 sessions with 6. */
function table(): Table {
  return {
    rows: [
      { dimension: '2024-01-01', values: { 'S:conversions': 10, 'S:sessions': 100 } },
      { dimension: '2024-01-02', values: { 'S:conversions': 6, 'S:sessions': 300 } },
    ],
    totals: { 'S:conversions': 16, 'S:sessions': 400 },
  };
}
const keys = ['S:conversions', 'S:sessions'];
const metric = (type: CalculatedMetric['type'], expression = '{conversions} / {sessions} * 100'): CalculatedMetric => ({ id: 'rate', name: 'Rate', type, expression });

const EXPECTED_FORMAT: Record<CalculatedMetric['type'], string> = {
  number: 'number',
  money: 'money',
  percent: 'percent',
  average_number: 'average',
  average_money: 'money',
  average_percent: 'percent',
  time_ms: 'time_ms',
  time_s: 'time_s',
  time_min: 'time_min',
  time_h: 'time_h',
  average_time_ms: 'time_ms',
  average_time_s: 'time_s',
  average_time_min: 'time_min',
  average_time_h: 'time_h',
};

describe('calculated metrics', () => {
  it('covers every type of the contract', () => {
    expect(Object.keys(EXPECTED_FORMAT).sort()).toEqual([...CALCULATED_METRIC_TYPES].sort());
  });

  describe.each(CALCULATED_METRIC_TYPES)('type %s', (type) => {
    const averaged = type.startsWith('average_');

    it(`is shown as ${EXPECTED_FORMAT[type]}`, () => {
      expect(calculatedFormat(type)).toBe(EXPECTED_FORMAT[type]);
      expect(calculatedColumn(metric(type), keys)).toMatchObject({ key: 'calc:rate', label: 'Rate', format: EXPECTED_FORMAT[type], averaged });
    });

    it(averaged ? 'totals as the mean of the rows’ results' : 'totals as the expression on the totals', () => {
      const data = table();
      addCalculated(data, [calculatedColumn(metric(type), keys)]);
      // Row by row: 10 % and 2 %. On the totals: 16 / 400 = 4 %; the mean of the rows: 6 %.
      expect(data.rows.map((row) => row.values['calc:rate'])).toEqual([10, 2]);
      expect(data.totals['calc:rate']).toBeCloseTo(averaged ? 6 : 4, 10);
    });

    it('gives null where it divides by zero, and the mean skips those rows', () => {
      const data = table();
      data.rows[1]!.values['S:sessions'] = 0;
      data.totals['S:sessions'] = 100;
      addCalculated(data, [calculatedColumn(metric(type), keys)]);
      expect(data.rows[1]!.values['calc:rate']).toBeNull();
      expect(data.totals['calc:rate']).toBeCloseTo(averaged ? 10 : 16, 10);
    });
  });

  it('is null for an averaged type without rows, and still computed on zero totals for a plain one', () => {
    const empty: Table = { rows: [], totals: { 'S:conversions': 0, 'S:sessions': 0 } };
    addCalculated(empty, [
      calculatedColumn({ id: 'avg', name: 'Avg', type: 'average_number', expression: '{conversions} + 1' }, keys),
      calculatedColumn({ id: 'sum', name: 'Sum', type: 'number', expression: '{conversions} + 1' }, keys),
      calculatedColumn({ id: 'ratio', name: 'Ratio', type: 'percent', expression: '{conversions} / {sessions}' }, keys),
    ]);
    expect(empty.totals).toMatchObject({ 'calc:avg': null, 'calc:sum': 1, 'calc:ratio': null });
  });

  it('honours precedence and unary minus on real columns', () => {
    const data = table();
    addCalculated(data, [calculatedColumn({ id: 'x', name: 'X', type: 'number', expression: '-{conversions} + {sessions} / 4 * 2' }, keys)]);
    expect(data.rows.map((row) => row.values['calc:x'])).toEqual([40, 144]);
    expect(data.totals['calc:x']).toBe(184);
  });
});
