import type { DateRange } from '@pulseboard/shared/contracts';
import { daysBetween } from './demo/calendar.js';
import type { ConnectorResult } from './types.js';

type Row = { dimension: string | null; values: Record<string, number> };

/**
 * A provider's rows in the connector contract's shape. Providers leave out rows
 * without data: a query without dimension still has its one row (zeros), a
 * day of the range without data becomes a row of zeros (days in order), and
 * any other dimension lists only the values the provider returned.
 */
export function shapeResult(metrics: string[], dimension: string | null, rows: Row[], range: DateRange | null): ConnectorResult {
  const zeros = Object.fromEntries(metrics.map((metric) => [metric, 0]));
  if (!dimension) return { dimension: null, metrics, rows: [{ dimension: null, values: rows[0]?.values ?? zeros }] };
  if (dimension === 'date' && range) {
    const byDay = new Map(rows.map((row) => [row.dimension, row.values]));
    return { dimension, metrics, rows: daysBetween(range.startDate, range.endDate).map(({ iso }) => ({ dimension: iso, values: byDay.get(iso) ?? zeros })) };
  }
  return { dimension, metrics, rows };
}
