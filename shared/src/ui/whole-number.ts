export interface WholeNumberRule {
  /** Lowest allowed value; unbounded by default. */
  min?: number;
  /** Highest allowed value; unbounded by default. */
  max?: number;
  /** A positive whole number; values are rounded up to a multiple of it. Default 1. */
  step?: number;
}

/**
 * The value a number input settles on (spec §4/§5): rounded UP to a multiple
 * of the step (so 2.1 becomes 3 with step 1, 11 becomes 15 with step 5), then
 * held within min and max, which win over the step when they are not multiples of it.
 */
export function normaliseWholeNumber(value: number, { min = -Infinity, max = Infinity, step = 1 }: WholeNumberRule = {}): number {
  // `+ 0` turns the -0 that Math.ceil gives for small negatives into 0.
  const stepped = Math.ceil(value / step) * step + 0;
  return Math.min(max, Math.max(min, stepped));
}

/**
 * What typed text means: null when empty, the normalised number when it
 * parses, and `fallback` (the value held so far) when it is not a number.
 */
export function readWholeNumber(text: string, rule: WholeNumberRule, fallback: number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? normaliseWholeNumber(parsed, rule) : fallback;
}
