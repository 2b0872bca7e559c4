/**
 * The middle value (the upper one of an even count).
 * @param {number[]} values
 */
export function median(values) {
  const middle = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (middle === undefined) throw new Error('No values to take the median of: was BENCH_RUNS 0?');
  return middle;
}
