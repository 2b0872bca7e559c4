/**
 * A function whose results are made once per key and kept: an Intl
 * formatter costs far more to make than to use, and a dashboard formats
 * every value and date it shows. Keys come from settings and data, so at
 * most `max` results are kept; past that the memory starts over.
 */
export function remembered<A extends unknown[], T>(make: (...args: A) => T, keyOf: (...args: A) => string, max: number): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      if (made.size >= max) made.clear();
      made.set(key, value);
    }
    return value;
  };
}

/** Formatters kept per time zone: zones are checked before they get to one, so a page keeps no more than there are zones. */
export const MAX_ZONE_FORMATTERS = 1024;
