import * as z from './zod.js';

/**
 * How the columns of a widget's data are named (spec §4, merging). The widget
 * editor and the query engine both use these, so a calculated metric written
 * in the editor names the same column the engine computes.
 */

/** Calculated metrics own the "calc:" keys, so an instance cannot take that prefix as is. */
const CALCULATED_PREFIX = 'calc';

/**
 * Each instance's prefix made unique: the first use of a prefix keeps it,
 * later clashes get "-2", "-3"... (skipping any suffix already taken).
 */
export function uniquePrefixes(prefixes: readonly string[]): string[] {
  const taken = new Set<string>([CALCULATED_PREFIX]);
  return prefixes.map((prefix) => {
    let unique = prefix;
    for (let suffix = 2; taken.has(unique); suffix += 1) unique = `${prefix}-${suffix}`;
    taken.add(unique);
    return unique;
  });
}

/** The key of an instance's metric column: "prefix:metric". */
export const metricColumnKey = (prefix: string, metric: string) => `${prefix}:${metric}`;

/** The key of a calculated metric's column: "calc:id". */
export const calculatedColumnKey = (id: string) => `${CALCULATED_PREFIX}:${id}`;

/** POST /api/widgets/calculated-metrics/validate: an expression checked against the editor's current column keys. */
export const expressionCheckSchema = z.object({
  expression: z.string().check(z.maxLength(1000)),
  columns: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(500)),
});
export type ExpressionCheck = z.infer<typeof expressionCheckSchema>;

/** `message` says what is wrong (null when valid). */
export const expressionCheckResultSchema = z.object({ valid: z.boolean(), message: z.nullable(z.string()) });
export type ExpressionCheckResult = z.infer<typeof expressionCheckResultSchema>;
