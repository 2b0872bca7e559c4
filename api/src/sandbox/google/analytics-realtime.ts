import { count, jitter } from '../../connectors/demo/random.js';
import type { GaProperty, WeightedValue } from './fixtures.js';
import { dimensionValues } from './analytics-model.js';
import { splitBy, type Cell } from './splits.js';

export interface RealtimeCounts {
  keys: Record<string, string>;
  activeUsers: number;
  views: number;
  events: number;
  keyEvents: number;
}

/** Share of a day's visitors by hour of the property's day: quiet nights, busy afternoons. */
const HOURLY = [0.3, 0.22, 0.18, 0.16, 0.2, 0.35, 0.6, 0.9, 1.15, 1.3, 1.38, 1.42, 1.45, 1.44, 1.4, 1.38, 1.35, 1.3, 1.28, 1.3, 1.25, 1.05, 0.75, 0.5];

const MINUTES_AGO: WeightedValue[] = Array.from({ length: 30 }, (_, minute) => [String(minute).padStart(2, '0'), 1]);

export const REALTIME_METRIC_VALUES: Record<string, (counts: RealtimeCounts) => number> = {
  activeUsers: (c) => c.activeUsers,
  screenPageViews: (c) => c.views,
  eventCount: (c) => c.events,
  keyEvents: (c) => c.keyEvents,
};

export const REALTIME_DIMENSION_NAMES = new Set(['country', 'city', 'deviceCategory', 'platform', 'unifiedScreenName', 'minutesAgo']);

/** Users active in the last 30 minutes, cut by `dimensions`; the figures move from one minute to the next. */
export function realtimeCounts(propertyId: string, property: GaProperty, dimensions: string[], now: number): RealtimeCounts[] {
  const minute = Math.floor(now / 60_000);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: property.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(now)));
  const seed = `${propertyId}|realtime|${minute}`;
  const expected = (property.traffic.dailySessions / 48) * (HOURLY[hour] ?? 1) * jitter(seed, 0.1);
  let cells: Cell[] = [{ keys: {}, count: Math.round(expected), quality: 1, seed }];
  for (const dimension of dimensions) {
    cells = splitBy(cells, dimension, dimension === 'minutesAgo' ? MINUTES_AGO : (dimensionValues(property, dimension) ?? [['(not set)', 1]]));
  }
  return cells.map((cell) => {
    const views = count(cell.count * 1.9 * cell.quality, `${cell.seed}|views`);
    return {
      keys: cell.keys,
      activeUsers: cell.count,
      views,
      events: count(views * property.traffic.eventsPerView, `${cell.seed}|events`),
      keyEvents: count(cell.count * property.traffic.keyEventRate * 2.5 * cell.quality, `${cell.seed}|key`),
    };
  });
}
