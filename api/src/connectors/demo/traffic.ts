import { dayIndex, type Day } from './calendar.js';
import type { SampleClient } from './clients.js';
import { jitter, unit } from './random.js';

/** Growth is measured from here; tanh keeps it bounded, so 1900 and 2900 are both plausible. */
const TREND_ANCHOR = dayIndex('2024-01-01');
const TREND_SCALE_DAYS = 3 * 365;

/**
 * A client's expected sessions on a day: its size, times the weekday rhythm,
 * the yearly season, a slow bounded trend, day-to-day noise and the odd spike.
 * Every other figure of the day (ads, social, SEO, orders) derives from it, so
 * a busy day is busy everywhere.
 */
export function dailyVisits(client: SampleClient, day: Day): number {
  const key = `${client.id}|${day.iso}`;
  const weekday = client.weekdays[day.weekday] ?? 1;
  const season = 1 + client.season.amplitude * Math.cos((2 * Math.PI * (day.dayOfYear - client.season.peakDay)) / 365.25);
  const trend = 1 + client.growth * Math.tanh((day.index - TREND_ANCHOR) / TREND_SCALE_DAYS);
  const spike = unit(`${key}|spike`) < client.spikeChance ? 1.5 + 1.5 * unit(`${key}|spike-size`) : 1;
  return client.visits * weekday * season * trend * jitter(`${key}|visits`, 0.08) * spike;
}

/**
 * A level that drifts slowly over the years (followers, backlinks, domain
 * rating): bounded like the traffic trend, with a small daily wobble.
 */
export function level(client: SampleClient, day: Day, base: number, what: string): number {
  const drift = 1 + 0.6 * Math.tanh((day.index - TREND_ANCHOR) / (2 * 365));
  return base * drift * jitter(`${client.id}|${day.iso}|${what}`, 0.002);
}
