import type { MetricDefinition } from '@pulseboard/shared/contracts';

export type Values = Record<string, number | null>;
export interface Row {
  dimension: string | null;
  values: Values;
}
export interface Table {
  rows: Row[];
  totals: Values;
}

export interface TotalledColumn {
  key: string;
  aggregation: MetricDefinition['aggregation'];
  /** Its instance could not be queried: no total rather than a made-up 0. */
  failed: boolean;
}

/**
 * Each column's total: the connector's own total when it gave one (exact
 * ratios, unique counts), else over the rows by its metric's aggregation:
 * counts are summed, rates and positions averaged. Missing cells are left
 * out; a column with no values at all totals 0 (an empty answer is zero activity).
 */
export function totalsOf<C extends TotalledColumn>(rows: readonly Row[], columns: readonly C[], knownTotal: (column: C) => number | undefined = () => undefined): Values {
  const totals: Values = {};
  for (const column of columns) {
    if (column.failed) {
      totals[column.key] = null;
      continue;
    }
    const known = knownTotal(column);
    if (known !== undefined) {
      totals[column.key] = known;
      continue;
    }
    const values = rows.map((row) => row.values[column.key]).filter((value): value is number => typeof value === 'number');
    const sum = values.reduce((a, b) => a + b, 0);
    totals[column.key] = column.aggregation === 'average' && values.length ? sum / values.length : sum;
  }
  return totals;
}

/** (total − compare) / |compare| per column, as a fraction; null where either is missing or the comparison is 0. */
export function changeOf(totals: Readonly<Values>, compareTotals: Readonly<Values>): Values {
  const change: Values = {};
  for (const [key, total] of Object.entries(totals)) {
    const before = compareTotals[key];
    change[key] = total === null || before === null || before === undefined || before === 0 ? null : (total - before) / Math.abs(before);
  }
  return change;
}
