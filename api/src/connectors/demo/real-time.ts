import type { ConnectorResult } from '../types.js';
import { dayAt, dayIndex } from './calendar.js';
import { split } from './cells.js';
import type { SampleClient } from './clients.js';
import { count, jitter, uniform } from './random.js';
import { dailyVisits } from './traffic.js';

export const REAL_TIME_METRICS: readonly string[] = ['activeUsers', 'screenPageViews'];
export const REAL_TIME_DIMENSIONS: readonly string[] = ['minutesAgo', 'country', 'device', 'page'];

const MINUTE_MS = 60_000;
/** GA4's real-time window. */
const WINDOW_MINUTES = 30;
/** How long a visitor counts as active after arriving. */
const MINUTES_ON_SITE = 3;

/** Traffic over the day peaks at the client's busiest local hour and never quite stops at night. */
const dayShape = (hour: number, busiest: number) => {
  const distance = Math.min(Math.abs(hour - busiest), 24 - Math.abs(hour - busiest));
  return 0.15 + Math.exp(-(distance ** 2) / (2 * 3.5 ** 2));
};
/** Mean of dayShape over a day (independent of the peak hour): dividing by it keeps a day's total. */
const SHAPE_MEAN = Array.from({ length: 240 }, (_, tenth) => dayShape(tenth / 10, 0)).reduce((a, b) => a + b, 0) / 240;

const formatters = new Map<string, Intl.DateTimeFormat>();
function localTime(timeZone: string, ms: number): { iso: string; hour: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(ms).map(({ type, value }) => [type, value]));
  return { iso: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) + Number(part.minute) / 60 };
}

/** Visitors active in one minute (minutes since the epoch): a function of the minute alone. */
function activeUsersAt(client: SampleClient, minute: number): number {
  const { iso, hour } = localTime(client.timeZone, minute * MINUTE_MS);
  const perMinute = (dailyVisits(client, dayAt(dayIndex(iso))) / 1440) * (dayShape(hour, client.busiestHour) / SHAPE_MEAN) * MINUTES_ON_SITE;
  const key = `${client.id}|rt|${minute}`;
  return count(perMinute * jitter(key, 0.15), `${key}#`);
}

const viewsOf = (users: number, key: string) => count(users * uniform(`${key}|views`, 1.2, 2.2), `${key}|views#`);

/**
 * Real-time report at `now`: active users this minute (no dimension), per
 * minute over the last 30 minutes (`minutesAgo`, "0" is now), or this
 * minute's users split by country, device or page.
 */
export function realTimeReport(client: SampleClient, metrics: string[], dimension: string | null, now: number): ConnectorResult {
  const minute = Math.floor(now / MINUTE_MS);
  const row = (label: string | null, users: number, key: string) => ({
    dimension: label,
    values: Object.fromEntries(metrics.map((name) => [name, name === 'activeUsers' ? users : viewsOf(users, key)])),
  });
  if (dimension === 'minutesAgo') {
    const rows = Array.from({ length: WINDOW_MINUTES }, (_, ago) => row(String(ago), activeUsersAt(client, minute - ago), `${client.id}|rt|${minute - ago}`));
    return { dimension, metrics, rows };
  }
  const users = activeUsersAt(client, minute);
  const key = `${client.id}|rt|${minute}`;
  if (!dimension) return { dimension: null, metrics, rows: [row(null, users, key)] };
  const entries = client.dimensions[dimension as 'country' | 'device' | 'page'];
  const shares = split(users, entries, key);
  return { dimension, metrics, rows: entries.map((entry, index) => row(entry.value, shares[index] ?? 0, `${key}|${entry.value}`)) };
}
