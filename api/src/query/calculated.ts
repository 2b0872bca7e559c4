import { calculatedColumnKey, type CalculatedMetric, type MetricFormat } from '@pulseboard/shared/contracts';
import { compileExpression, type CompiledExpression } from './expression/compile.js';
import type { Table } from './totals.js';

export interface CalculatedColumn {
  key: string;
  label: string;
  format: MetricFormat;
  /** "average_*" types: the mean of the per-row results, rather than the expression on the totals. */
  averaged: boolean;
  expression: CompiledExpression;
}

const AVERAGE = 'average_';

/** The display format of a calculated metric's type: its unit, without the "average_" part (an averaged number reads as "average"). */
export function calculatedFormat(type: CalculatedMetric['type']): MetricFormat {
  if (type === 'average_number') return 'average';
  return (type.startsWith(AVERAGE) ? type.slice(AVERAGE.length) : type) as MetricFormat;
}

/** Compiles each calculated metric against the widget's metric columns; throws ExpressionError for a bad one. */
export function calculatedColumn(metric: CalculatedMetric, metricKeys: readonly string[]): CalculatedColumn {
  return {
    key: calculatedColumnKey(metric.id),
    label: metric.name,
    format: calculatedFormat(metric.type),
    averaged: metric.type.startsWith(AVERAGE),
    expression: compileExpression(metric.expression, metricKeys),
  };
}

function mean(values: Array<number | null | undefined>): number | null {
  const present = values.filter((value): value is number => typeof value === 'number');
  return present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
}

/**
 * Adds the calculated columns to a table: each row gets the expression on its
 * own values; the total is the expression on the totals (a ratio of sums, as
 * in "conversion rate = conversions / sessions"), or for averaged types the
 * mean of the rows' results (an average of daily ratios).
 */
export function addCalculated(table: Table, columns: readonly CalculatedColumn[]): void {
  for (const column of columns) {
    for (const row of table.rows) row.values[column.key] = column.expression.evaluate(row.values);
    table.totals[column.key] = column.averaged ? mean(table.rows.map((row) => row.values[column.key])) : column.expression.evaluate(table.totals);
  }
}
