import type { DateRange } from '@pulseboard/shared/contracts';
import type { ConnectorResult } from '../types.js';

const DAY_MS = 86_400_000;

/** Every YYYY-MM-DD day of an inclusive range (calendar days: no time zone involved). */
export function eachDay(range: DateRange): string[] {
  const days: string[] = [];
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  for (let time = Date.parse(`${range.startDate}T00:00:00Z`); time <= end; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

type Row = { dimension: string; values: Record<string, number> };

/**
 * A provider's rows in the connector contract's shape. Google leaves out rows
 * without data: a query without dimension still has its one row (zeros), a
 * day of the range without data becomes a row of zeros (days in order), and
 * any other dimension lists only the values the provider returned.
 */
export function shapeResult(metrics: string[], dimension: string | null, rows: Row[], range: DateRange | null): ConnectorResult {
  const zeros = Object.fromEntries(metrics.map((metric) => [metric, 0]));
  if (!dimension) return { dimension: null, metrics, rows: [{ dimension: null, values: rows[0]?.values ?? zeros }] };
  if (dimension === 'date' && range) {
    const byDay = new Map(rows.map((row) => [row.dimension, row.values]));
    return { dimension, metrics, rows: eachDay(range).map((day) => ({ dimension: day, values: byDay.get(day) ?? zeros })) };
  }
  return { dimension, metrics, rows };
}
