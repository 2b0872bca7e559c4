import { changeOf, totalsOf, type Row } from '../../src/query/totals.js';

const rows: Row[] = [
  { dimension: 'a', values: { sessions: 10, rate: 40 } },
  { dimension: 'b', values: { sessions: 30, rate: null } },
  { dimension: 'c', values: { sessions: 20, rate: 20 } },
];

describe('totals', () => {
  it('sums counts and averages rates, leaving missing cells out', () => {
    expect(
      totalsOf(rows, [
        { key: 'sessions', aggregation: 'sum', failed: false },
        { key: 'rate', aggregation: 'average', failed: false },
      ]),
    ).toEqual({ sessions: 60, rate: 30 });
  });

  it('are 0 for an empty answer and null for a failed instance', () => {
    expect(
      totalsOf(
        [],
        [
          { key: 'sessions', aggregation: 'sum', failed: false },
          { key: 'rate', aggregation: 'average', failed: false },
          { key: 'broken', aggregation: 'sum', failed: true },
        ],
      ),
    ).toEqual({ sessions: 0, rate: 0, broken: null });
  });
});

describe('change against the comparison', () => {
  it('is the relative change as a fraction, negative for a fall, against the absolute baseline', () => {
    const change = changeOf({ up: 150, down: 50, flat: 7, fromNegative: -50 }, { up: 100, down: 100, flat: 7, fromNegative: -100 });
    expect(change).toEqual({ up: 0.5, down: -0.5, flat: 0, fromNegative: 0.5 });
  });

  it('is null against a zero baseline, or when either side is missing', () => {
    expect(changeOf({ zero: 10, missing: 5, none: null, absent: 3 }, { zero: 0, missing: null, none: 4 })).toEqual({ zero: null, missing: null, none: null, absent: null });
  });
});
