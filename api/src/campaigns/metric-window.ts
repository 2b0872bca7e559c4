import { addDays } from '@pulseboard/shared/dates';
import { campaignMetricOf, type CampaignMetricId, type CampaignWindow } from '@pulseboard/shared/contracts';

/** A domain's daily figures of one metric, by day (YYYY-MM-DD). */
export type DailySeries = ReadonlyMap<string, number>;

export interface WindowFigures {
  /** The window's total (flow metrics) or mean (levels); null when too few days were measured. */
  value: number | null;
  /** Percent against the window before; null when either window has too few days or the one before is 0. */
  change: number | null;
  /** One figure per day of the window, oldest first. */
  series: Array<number | null>;
  /** The window's last measured figure: what a floor is held against ("the site is down now"). */
  latest: number | null;
}

/**
 * A window is judged only when at least half its days were measured: Search
 * Console lags two or three days and a site check may miss a day, but a
 * change read from one day out of thirty is noise.
 */
const enoughDays = (days: number) => Math.ceil(days / 2);

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

function windowOf(series: DailySeries, lastDay: string, days: number): { values: Array<number | null>; mean: number | null } {
  const values: Array<number | null> = [];
  let sum = 0;
  let measured = 0;
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const value = series.get(addDays(lastDay, -offset));
    values.push(value ?? null);
    if (value !== undefined) {
      sum += value;
      measured += 1;
    }
  }
  return { values, mean: measured >= enoughDays(days) ? sum / measured : null };
}

/**
 * The figures of the last `days` days up to `asOf` and their change against
 * the `days` before. Missing days are left out of the mean rather than read
 * as zero, so a lagging source never looks like a fall; a flow's total is
 * its daily mean times the window's length, the days it would have had.
 */
export function windowFigures(series: DailySeries, metric: CampaignMetricId, asOf: string, days: CampaignWindow): WindowFigures {
  const current = windowOf(series, asOf, days);
  const previous = windowOf(series, addDays(asOf, -days), days);
  const flow = campaignMetricOf(metric).kind === 'flow';
  const value = current.mean === null ? null : flow ? Math.round(current.mean * days) : round(current.mean, 2);
  const change = current.mean === null || previous.mean === null || previous.mean === 0 ? null : round(((current.mean - previous.mean) / previous.mean) * 100, 1);
  const latest = current.values.findLast((figure) => figure !== null) ?? null;
  return { value, change, series: current.values, latest };
}

/** The change read the bad way: positive when the metric moved against the domain (a rising position, falling sessions). */
export function badWayChange(metric: CampaignMetricId, change: number): number {
  return campaignMetricOf(metric).better === 'up' ? -change : change;
}
