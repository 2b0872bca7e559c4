import type { DateRange } from '@pulseboard/shared/contracts';
import { daysBetween } from '../demo/calendar.js';
import type { ConnectorResult } from '../types.js';

/** What an SEO tool measured of a site on one day (YYYY-MM-DD): some of the metrics, not always all. */
export interface Snapshot {
  date: string;
  values: Record<string, number>;
}

/** Rounds away float noise of summed counts without touching real decimals (a rating of 52.4). */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * SEO tools measure a site now and then (each month, week or day), not every
 * day. A level (rating, backlinks, keywords, estimated monthly traffic) holds
 * from one measurement to the next, so each day of the range carries the
 * latest value measured on or before it, and the range's figure is the one
 * at its end. A flow (new or lost backlinks) counts on the day of the
 * measurement that reports it, and the range's figure is their sum. Days
 * before the first measurement, and after `today`, are 0, as any missing
 * data is: a level is not known ahead of its measurement.
 */
export function seriesResult(snapshots: readonly Snapshot[], metrics: readonly string[], flows: ReadonlySet<string>, dimension: 'date' | null, range: DateRange, today: string): ConnectorResult {
  const ordered = [...snapshots].sort((a, b) => a.date.localeCompare(b.date));
  const latestOn = (metric: string, day: string) => ordered.findLast((snapshot) => snapshot.date <= day && snapshot.values[metric] !== undefined)?.values[metric] ?? 0;
  // A level over days: the latest measured by their last day (or today, if that comes first); none when they all lie ahead.
  const levelOver = (metric: string, from: string, to: string) => (from > today ? 0 : latestOn(metric, to < today ? to : today));
  const flowWithin = (metric: string, from: string, to: string) =>
    tidy(ordered.filter((snapshot) => snapshot.date >= from && snapshot.date <= to).reduce((sum, snapshot) => sum + (snapshot.values[metric] ?? 0), 0));
  const figure = (metric: string, from: string, to: string) => (flows.has(metric) ? flowWithin(metric, from, to) : levelOver(metric, from, to));
  const valuesOver = (from: string, to: string) => Object.fromEntries(metrics.map((metric) => [metric, figure(metric, from, to)]));

  const totals = valuesOver(range.startDate, range.endDate);
  if (!dimension) return { dimension: null, metrics: [...metrics], rows: [{ dimension: null, values: totals }], totals };
  const rows = daysBetween(range.startDate, range.endDate).map(({ iso }) => ({ dimension: iso, values: valuesOver(iso, iso) }));
  return { dimension, metrics: [...metrics], rows, totals };
}
