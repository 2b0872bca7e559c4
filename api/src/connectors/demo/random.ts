/**
 * Deterministic randomness for the sample data: every number is a pure
 * function of a text key (client, day, dimension value, metric...), so the
 * same question always gets the same answer, on any machine, in any order,
 * without storing anything.
 */

/** FNV-1a over the key, then murmur3's finaliser so close keys land far apart. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in [0, 1). */
export function unit(key: string): number {
  return hash(key) / 4_294_967_296;
}

export function uniform(key: string, min: number, max: number): number {
  return min + (max - min) * unit(key);
}

/** Standard normal (Box-Muller over two independent uniforms). */
export function normal(key: string): number {
  const u = 1 - unit(`${key}#u`);
  const v = unit(`${key}#v`);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A multiplicative noise factor around 1 (log-normal, so never negative). */
export function jitter(key: string, spread: number): number {
  return Math.exp(spread * normal(key));
}

/**
 * An expected count as a whole number, rounded up with the probability of its
 * fraction: 0.3 conversions a day is 0 on most days and 1 on some, so small
 * cells still add up to the right totals instead of always rounding to 0.
 */
export function count(expected: number, key: string): number {
  if (!(expected > 0)) return 0;
  return Math.floor(expected + unit(key));
}
