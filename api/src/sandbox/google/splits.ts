import { apportion } from '../../connectors/demo/cells.js';
import { jitter } from '../../connectors/demo/random.js';
import type { WeightedValue } from './fixtures.js';

/** Traffic of one day (or minute) cut by dimension values: a whole count and the product of the values' engagement factors. */
export interface Cell {
  keys: Record<string, string>;
  count: number;
  quality: number;
  /** Seeds every random figure derived from the cell. */
  seed: string;
}

/**
 * Cuts every cell by one more dimension: each value takes its weighted share
 * (wobbling a little from seed to seed), whole counts that add up exactly to
 * the cell's, so any breakdown sums to the same total.
 */
export function splitBy(cells: Cell[], dimension: string, values: WeightedValue[]): Cell[] {
  return cells.flatMap((cell) => {
    const shares = apportion(
      cell.count,
      values.map(([value, weight]) => weight * jitter(`${cell.seed}|${dimension}=${value}|share`, 0.15)),
    );
    return values.map(([value, , quality = 1], index) => ({
      keys: { ...cell.keys, [dimension]: value },
      count: shares[index] ?? 0,
      quality: cell.quality * quality,
      seed: `${cell.seed}|${dimension}=${value}`,
    }));
  });
}

/** Sums cells by the values of `dimensions`, keeping the first cell's keys for each group. */
export function groupBy<T extends { keys: Record<string, string> }>(items: T[], dimensions: string[], add: (into: T, item: T) => void, copy: (item: T) => T): T[] {
  const groups = new Map<string, T>();
  for (const item of items) {
    const key = JSON.stringify(dimensions.map((dimension) => item.keys[dimension] ?? ''));
    const group = groups.get(key);
    if (group) add(group, item);
    else groups.set(key, copy(item));
  }
  return [...groups.values()];
}
