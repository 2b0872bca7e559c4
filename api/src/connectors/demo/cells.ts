import type { Day } from './calendar.js';
import type { SampleClient } from './clients.js';
import { jitter } from './random.js';
import { dailyVisits } from './traffic.js';
import type { Entry } from './vocabulary.js';

/** One client's traffic on one day for one dimension value (or the whole day when `entry` is null). */
export interface Cell {
  client: SampleClient;
  day: Day;
  entry: Entry | null;
  /** Whole sessions. */
  visits: number;
  /** Seeds every random figure of the cell: client, day, dimension value. */
  key: string;
}

/**
 * Whole shares of `total` in proportion to `weights` that add up to exactly
 * `total` (largest remainder), so splitting a day by any dimension never
 * changes its number of sessions.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Each value's share of the traffic wobbles a little from day to day (or minute to minute). */
export function split(total: number, entries: readonly Entry[], seed: string): number[] {
  return apportion(
    total,
    entries.map((entry) => entry.weight * jitter(`${seed}|${entry.value}|share`, 0.15)),
  );
}

/** The day's cells: one for the whole day, or one per value of the dimension. */
export function cellsOf(client: SampleClient, day: Day, entries: readonly Entry[] | null): Cell[] {
  const visits = Math.round(dailyVisits(client, day));
  const seed = `${client.id}|${day.iso}`;
  if (!entries) return [{ client, day, entry: null, visits, key: `${seed}|*` }];
  const shares = split(visits, entries, seed);
  return entries.map((entry, index) => ({ client, day, entry, visits: shares[index] ?? 0, key: `${seed}|${entry.value}` }));
}
