import type { DateRange } from '@pulseboard/shared/contracts';
import type { ConnectorResult } from '../types.js';
import { daysBetween } from './calendar.js';
import { cellsOf } from './cells.js';
import type { SampleClient } from './clients.js';
import type { Components, Dataset } from './datasets/index.js';

function addInto(target: Components, source: Components): void {
  for (const [name, value] of Object.entries(source)) target[name] = (target[name] ?? 0) + value;
}

/**
 * A historical report: the day's cells for every day of the range, grouped
 * into one row per dimension value (per day for `date`, a single row without
 * a dimension), each metric computed from its row's summed components.
 */
export function historicalReport(client: SampleClient, dataset: Dataset, metrics: string[], dimension: string | null, range: DateRange): ConnectorResult {
  const entries = dimension && dimension !== 'date' ? client.dimensions[dimension as keyof SampleClient['dimensions']] : null;
  const sums = new Map<string | null, Components>();
  for (const day of daysBetween(range.startDate, range.endDate)) {
    for (const cell of cellsOf(client, day, entries)) {
      const row = dimension === 'date' ? day.iso : (cell.entry?.value ?? null);
      let sum = sums.get(row);
      if (!sum) sums.set(row, (sum = {}));
      addInto(sum, dataset.components(cell));
    }
  }
  const rows = [...sums].map(([value, sum]) => ({
    dimension: value,
    values: Object.fromEntries(metrics.map((name) => [name, dataset.metrics[name]?.(sum) ?? 0])),
  }));
  return { dimension, metrics, rows };
}
