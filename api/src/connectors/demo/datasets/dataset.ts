import type { Cell } from '../cells.js';

/**
 * A metric group of the sample data. A cell yields additive components
 * (sessions, bounces, cost...); a row sums the components of its cells and
 * computes each metric from the sums, so ratios such as the bounce rate or
 * the CPC are weighted correctly whatever the grouping.
 */
export type Components = Record<string, number>;

export interface Dataset {
  id: string;
  label: string;
  /** Dimensions this group can be split by (besides none). */
  dimensions: readonly string[];
  /** Metrics in the order the form lists them. */
  metrics: Readonly<Record<string, (sum: Components) => number>>;
  /**
   * Metrics that are levels on a day (followers, backlinks), not flows: they
   * can be shown per day or averaged over the range, never split by another
   * dimension, as their providers refuse too.
   */
  levels?: readonly string[];
  components(cell: Cell): Components;
}

/** A dataset as written: its component names are checked in its metrics. */
interface Definition<C extends string> extends Omit<Dataset, 'metrics' | 'components'> {
  metrics: Readonly<Record<string, (sum: Readonly<Record<NoInfer<C>, number>>) => number>>;
  components(cell: Cell): Record<C, number>;
}

/**
 * Checks a dataset's metrics against its own components, then forgets their
 * names: rows only ever sum the components a dataset's cells produced.
 */
export function defineDataset<C extends string>(definition: Definition<C>): Dataset {
  return definition as unknown as Dataset;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** numerator / denominator × scale, or 0 when there is nothing to divide by (no sessions, no clicks). */
export const ratio = (numerator = 0, denominator = 0, scale = 1) => (denominator > 0 ? round2((numerator / denominator) * scale) : 0);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
