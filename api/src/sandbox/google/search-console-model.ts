import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { SC_DIMENSIONS, type ScSite, type WeightedValue } from './fixtures.js';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { WEEKDAY_FACTOR, trend } from './dates.js';
import { splitBy, type Cell } from './splits.js';

export interface SearchCounts {
  keys: Record<string, string>;
  clicks: number;
  impressions: number;
  /** Sum of position x impressions: the average position of a group is this over its impressions. */
  positionWeight: number;
}

export interface SearchRequest {
  siteUrl: string;
  type: string;
  dataState: string;
  startDate: string;
  endDate: string;
  /** Every dimension the traffic must be cut by: the report's and the filters'. */
  dimensions: string[];
}

/** Search Console's days are Pacific Time days; final data stops about three days ago, fresh data yesterday. */
const SEARCH_TIME_ZONE = 'America/Los_Angeles';

/** Click-through rate by position, the shape of the published CTR curves: steep on the first page. */
const ctrAt = (position: number) => Math.min(0.45, 0.3 * Math.pow(Math.max(position, 1), -1.15));

function valuesOf(site: ScSite, dimension: string): WeightedValue[] {
  if (dimension === 'query') return site.queries.map(([query, weight]) => [query, weight]);
  if (dimension === 'page') return site.pages.map(([path, weight]) => [`${site.origin}${path}`, weight]);
  return SC_DIMENSIONS[dimension as 'country' | 'device' | 'searchAppearance'] ?? [];
}

/** Impressions of the site per day and dimension values, with the clicks their position earns. */
export function searchCounts(site: ScSite, request: SearchRequest, now: number): SearchCounts[] {
  const lastDay = addDays(todayIn(SEARCH_TIME_ZONE, new Date(now)), request.dataState === 'all' ? -1 : -3);
  const typeWeight = (SC_DIMENSIONS.type.find(([type]) => type === request.type)?.[1] ?? 0) / 100;
  const positions = new Map(site.queries.map(([query, , position]) => [query, position]));
  const typicalPosition =
    site.queries.reduce((sum, [, weight, position]) => sum + weight * position, 0) /
    Math.max(
      1,
      site.queries.reduce((sum, [, weight]) => sum + weight, 0),
    );
  const splits = request.dimensions.filter((dimension) => dimension !== 'date');

  return daysBetween(request.startDate, request.endDate < lastDay ? request.endDate : lastDay).flatMap((day) => {
    const seed = `${request.siteUrl}|${request.type}|${day.iso}`;
    const expected = site.dailyImpressions * typeWeight * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, site.yearlyGrowth) * jitter(seed, 0.08);
    let cells: Cell[] = [{ keys: { date: day.iso }, count: Math.round(expected), quality: jitter(`${seed}|quality`, 0.05), seed }];
    for (const dimension of splits) cells = splitBy(cells, dimension, valuesOf(site, dimension));
    return cells.map((cell) => {
      const position = Math.max(1, ((positions.get(cell.keys.query ?? '') ?? typicalPosition) * jitter(`${cell.seed}|position`, 0.08)) / cell.quality);
      return { keys: cell.keys, impressions: cell.count, clicks: count(cell.count * ctrAt(position) * cell.quality, `${cell.seed}|clicks`), positionWeight: position * cell.count };
    });
  });
}
