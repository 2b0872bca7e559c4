/**
 * Metrics made from additive components. A provider row carries counts that
 * add up (clicks, impressions, cost); ratios (CTR, CPC, ROAS, average
 * position) are derived from them. Deriving every row's metrics, and the
 * totals from the summed components, keeps a total ratio exact: the range's
 * CTR is all clicks over all impressions, not the mean of the daily CTRs.
 */
export type Components = Record<string, number>;

export interface ComponentRow<C extends Components> {
  dimension: string | null;
  components: C;
}

/** Adds components key by key (rows of one provider all carry the same keys). */
function sumComponents<C extends Components>(rows: ReadonlyArray<{ components: C }>, zero: C): C {
  const sum: Components = { ...zero };
  for (const { components } of rows) {
    for (const key of Object.keys(sum)) sum[key] = (sum[key] ?? 0) + (components[key] ?? 0);
  }
  return sum as C;
}

/** A ratio that is 0, not NaN or Infinity, when its denominator is 0 (no impressions: no CTR to speak of). */
export const ratio = (numerator: number, denominator: number, scale = 1) => (denominator ? (numerator / denominator) * scale : 0);

/** Only the metrics asked for, in the connector result's shape. */
export const pickMetrics = (all: Record<string, number>, metrics: readonly string[]) => Object.fromEntries(metrics.map((metric) => [metric, all[metric] ?? 0]));

/** Rows of the same dimension value summed into one, in order of first appearance (every campaign's row of one day, say). */
function foldByDimension<C extends Components>(rows: ReadonlyArray<ComponentRow<C>>, zero: C): Array<ComponentRow<C>> {
  const groups = new Map<string | null, Array<ComponentRow<C>>>();
  for (const row of rows) groups.set(row.dimension, [...(groups.get(row.dimension) ?? []), row]);
  return [...groups].map(([dimension, group]) => ({ dimension, components: group.length === 1 ? group[0]!.components : sumComponents(group, zero) }));
}

/**
 * Rows and totals from component rows: rows of one dimension value folded
 * into one, each row's asked metrics derived from its components, and the
 * totals derived from the sums of all rows'.
 */
export function deriveRows<C extends Components>(rows: ReadonlyArray<ComponentRow<C>>, zero: C, metrics: readonly string[], derive: (components: C) => Record<string, number>) {
  return {
    rows: foldByDimension(rows, zero).map((row) => ({ dimension: row.dimension, values: pickMetrics(derive(row.components), metrics) })),
    totals: pickMetrics(derive(sumComponents(rows, zero)), metrics),
  };
}
