import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { GA_DIMENSION_VALUES, type GaProperty, type WeightedValue } from './fixtures.js';
import { todayIn } from '@pulseboard/shared/dates';
import { WEEKDAY_FACTOR, trend } from './dates.js';
import { splitBy, type Cell } from './splits.js';

/** The counts behind every GA4 metric of the fake; ratios are computed from their sums, as GA4 does. */
export interface Counts {
  keys: Record<string, string>;
  sessions: number;
  engagedSessions: number;
  totalUsers: number;
  activeUsers: number;
  newUsers: number;
  views: number;
  events: number;
  engagementSeconds: number;
  keyEvents: number;
  sessionsWithKeyEvent: number;
  usersWithKeyEvent: number;
  transactions: number;
  purchasers: number;
  revenue: number;
  margin: number;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Dimensions that are a function of the day, not a split of its traffic. */
const DAY_DIMENSIONS = new Set(['date', 'dayOfWeekName']);

const clampRate = (rate: number) => Math.min(0.98, Math.max(0.02, rate));

/** The values a dimension splits traffic into, for one property: its own pages, or the shared lists. */
export function dimensionValues(property: GaProperty, dimension: string): WeightedValue[] | undefined {
  if (dimension === 'pagePath' || dimension === 'landingPage') return property.pages.map(([path, , weight]) => [path, weight]);
  if (dimension === 'pageTitle' || dimension === 'unifiedScreenName') return property.pages.map(([, title, weight]) => [title, weight]);
  return GA_DIMENSION_VALUES[dimension];
}

/** A cell's sessions turned into the other counts, with the property's habits and the cell's engagement factor. */
function countsOf(property: GaProperty, cell: Cell): Counts {
  const t = property.traffic;
  const { seed, quality } = cell;
  const sessions = cell.count;
  const engagedSessions = Math.min(sessions, count(sessions * clampRate(t.engagementRate * quality), `${seed}|engaged`));
  const totalUsers = Math.min(sessions, Math.max(sessions > 0 ? 1 : 0, count(sessions * t.usersPerSession, `${seed}|users`)));
  const keyEvents = count(sessions * t.keyEventRate * quality, `${seed}|key`);
  const transactions = count(sessions * t.purchaseRate * quality, `${seed}|tx`);
  const revenue = Math.round(transactions * t.orderValue * jitter(`${seed}|aov`, 0.12) * 100) / 100;
  const views = count(sessions * t.viewsPerSession * quality, `${seed}|views`);
  return {
    keys: cell.keys,
    sessions,
    engagedSessions,
    totalUsers,
    activeUsers: Math.min(totalUsers, count(totalUsers * 0.97, `${seed}|active`)),
    newUsers: Math.min(totalUsers, count(totalUsers * clampRate(t.newUserShare / Math.sqrt(quality)), `${seed}|new`)),
    views,
    events: count(views * t.eventsPerView, `${seed}|events`),
    engagementSeconds: Math.round(engagedSessions * t.engagementSeconds * quality * jitter(`${seed}|seconds`, 0.1)),
    keyEvents,
    sessionsWithKeyEvent: Math.min(sessions, count(keyEvents * 0.86, `${seed}|keysessions`)),
    usersWithKeyEvent: Math.min(totalUsers, count(keyEvents * 0.8, `${seed}|keyusers`)),
    transactions,
    purchasers: Math.min(transactions, count(transactions * 0.93, `${seed}|buyers`)),
    revenue,
    margin: Math.round(revenue * 0.31 * 100) / 100,
  };
}

/**
 * The property's traffic over the days of a range, cut by `dimensions`: one
 * cell per day and value combination. Nothing before the property existed,
 * nothing after today in its time zone.
 */
export function reportCounts(propertyId: string, property: GaProperty, startDate: string, endDate: string, dimensions: string[], now: number): Counts[] {
  const today = todayIn(property.timeZone, new Date(now));
  const splits = dimensions.filter((dimension) => !DAY_DIMENSIONS.has(dimension));
  return daysBetween(startDate < property.createTime ? property.createTime : startDate, endDate > today ? today : endDate).flatMap((day) => {
    const seed = `${propertyId}|${day.iso}`;
    const expected = property.traffic.dailySessions * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, property.traffic.yearlyGrowth) * jitter(seed, 0.07);
    const keys = { date: day.iso.replaceAll('-', ''), dayOfWeekName: WEEKDAY_NAMES[day.weekday] ?? '' };
    // Engagement drifts a little from day to day too, so rates are not flat lines.
    let cells: Cell[] = [{ keys, count: Math.round(expected), quality: jitter(`${seed}|quality`, 0.05), seed }];
    for (const dimension of splits) cells = splitBy(cells, dimension, dimensionValues(property, dimension) ?? [['(not set)', 1]]);
    return cells.map((cell) => countsOf(property, cell));
  });
}

export function addCounts(into: Counts, item: Counts): void {
  for (const key of Object.keys(into) as Array<keyof Counts>) {
    if (key !== 'keys') into[key] += item[key];
  }
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/** Every GA4 metric of the fake's metadata, from summed counts. */
export const METRIC_VALUES: Record<string, (counts: Counts) => number> = {
  activeUsers: (c) => c.activeUsers,
  totalUsers: (c) => c.totalUsers,
  newUsers: (c) => c.newUsers,
  userEngagementDuration: (c) => c.engagementSeconds,
  sessions: (c) => c.sessions,
  engagedSessions: (c) => c.engagedSessions,
  engagementRate: (c) => ratio(c.engagedSessions, c.sessions),
  bounceRate: (c) => (c.sessions > 0 ? 1 - c.engagedSessions / c.sessions : 0),
  averageSessionDuration: (c) => ratio(c.engagementSeconds, c.sessions),
  sessionsPerUser: (c) => ratio(c.sessions, c.activeUsers),
  screenPageViews: (c) => c.views,
  screenPageViewsPerSession: (c) => ratio(c.views, c.sessions),
  screenPageViewsPerUser: (c) => ratio(c.views, c.activeUsers),
  eventCount: (c) => c.events,
  eventsPerSession: (c) => ratio(c.events, c.sessions),
  keyEvents: (c) => c.keyEvents,
  sessionKeyEventRate: (c) => ratio(c.sessionsWithKeyEvent, c.sessions),
  userKeyEventRate: (c) => ratio(c.usersWithKeyEvent, c.totalUsers),
  transactions: (c) => c.transactions,
  totalPurchasers: (c) => c.purchasers,
  purchaseRevenue: (c) => c.revenue,
  totalRevenue: (c) => c.revenue,
  averagePurchaseRevenue: (c) => ratio(c.revenue, c.transactions),
  'customEvent:order_margin': (c) => c.margin,
};
