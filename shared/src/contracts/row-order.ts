/** A row of widget data: its dimension value and a value per column. */
export interface OrderableRow {
  dimension: string | null;
  values: Record<string, number | null | undefined>;
}

export interface OrderBy {
  /** A column key, or "dimension". */
  column: string;
  dir: 'asc' | 'desc';
}

/** Spec §9: a widget is ordered by its dimension, ascending, unless told otherwise. */
export const DEFAULT_ORDER: OrderBy = { column: 'dimension', dir: 'asc' };

/**
 * Natural order for labels: "2" before "10", dates chronologically,
 * case-insensitive text. Made at the first comparison: the first collator
 * of a page loads the collation data, which every page loading the
 * contracts would otherwise pay at start-up.
 */
let labels: Intl.Collator | undefined;

function compareDimensions(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  labels ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return labels.compare(a, b);
}

/**
 * Rows sorted by a column in either direction; missing values always last,
 * ties broken by the dimension so the order is stable across refreshes. The
 * query engine and the editor's preview order rows with this one rule.
 */
export function orderRows<T extends OrderableRow>(rows: readonly T[], orderBy: OrderBy = DEFAULT_ORDER): T[] {
  const sign = orderBy.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (orderBy.column === 'dimension') return sign * compareDimensions(a.dimension, b.dimension);
    const x = a.values[orderBy.column] ?? null;
    const y = b.values[orderBy.column] ?? null;
    if (x === null || y === null) return x === y ? compareDimensions(a.dimension, b.dimension) : x === null ? 1 : -1;
    return sign * (x - y) || compareDimensions(a.dimension, b.dimension);
  });
}

export function limitRows<T>(rows: T[], limit: number | undefined): T[] {
  return limit === undefined ? rows : rows.slice(0, limit);
}
