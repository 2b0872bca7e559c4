import { invalidRequest } from './errors.js';

/** A request's parameters after Stripe's bracket encoding (`items[0][price_data][currency]=usd`) is read. */
export type ParamValue = string | ParamObject | ParamValue[];
export interface ParamObject {
  [key: string]: ParamValue;
}

/** What one request may send: Stripe's own limits are larger, the product sends a few dozen fields. */
const FORM_LIMITS = { pairs: 500, depth: 6, keyLength: 200, valueLength: 5_000, arrayIndex: 99 } as const;

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** `a[b][0][c]` as ['a', 'b', '0', 'c']; undefined for a key that is not well-formed. */
function segmentsOf(key: string): string[] | undefined {
  const match = key.length <= FORM_LIMITS.keyLength ? KEY.exec(key) : null;
  if (!match) return undefined;
  return [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((group) => group[1] ?? '')];
}

const isIndex = (segment: string) => /^(0|[1-9]\d{0,2})$/.test(segment);

/** Objects whose keys are all list indexes become lists, in index order (Stripe reads `a[0]`, `a[1]` as an array). */
function listsOf(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = listsOf(value[key] as ParamValue);
  if (keys.length === 0 || !keys.every(isIndex)) return value;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key] as ParamValue);
}

/**
 * Reads form pairs the way Stripe does: brackets nest, numeric brackets and
 * `[]` make lists. A key used both as a value and as a container, or past
 * the bounds, is refused as Stripe refuses it (400 invalid_request_error).
 * Objects have no prototype, so `__proto__` is just a name.
 */
export function parseStripeParams(pairs: Iterable<[string, string]>): ParamObject {
  const root: ParamObject = Object.create(null) as ParamObject;
  let count = 0;
  for (const [key, value] of pairs) {
    count += 1;
    if (count > FORM_LIMITS.pairs) throw invalidRequest(`Too many parameters: at most ${FORM_LIMITS.pairs} are accepted.`);
    const segments = segmentsOf(key);
    if (!segments || segments.length > FORM_LIMITS.depth) throw invalidRequest(`Invalid parameter name: ${key.slice(0, FORM_LIMITS.keyLength)}`, { param: key.slice(0, FORM_LIMITS.keyLength) });
    if (value.length > FORM_LIMITS.valueLength) throw invalidRequest(`Invalid string: ${value.slice(0, 20)}...; must be at most ${FORM_LIMITS.valueLength} characters`, { param: key });
    let node = root;
    for (const [depth, raw] of segments.entries()) {
      const last = depth === segments.length - 1;
      const name = raw === '' ? String(Object.keys(node).length) : raw;
      if (isIndex(name) && Number(name) > FORM_LIMITS.arrayIndex) throw invalidRequest(`Invalid array: at most ${FORM_LIMITS.arrayIndex + 1} elements are accepted.`, { param: key });
      const existing = node[name];
      if (last) {
        if (existing !== undefined && typeof existing !== 'string') throw invalidRequest('Invalid object', { param: key });
        node[name] = value;
      } else {
        if (typeof existing === 'string') throw invalidRequest('Invalid object', { param: key });
        const child = (existing as ParamObject | undefined) ?? (Object.create(null) as ParamObject);
        node[name] = child;
        node = child;
      }
    }
  }
  return listsOf(root) as ParamObject;
}

/** The pairs of a query string or an urlencoded body. */
export const pairsOfQuery = (text: string): Array<[string, string]> => [...new URLSearchParams(text)];

/** The pairs of a body an urlencoded parser already read into fields (repeated fields as arrays). */
export function pairsOfFields(body: unknown): Array<[string, string]> {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string').map((item): [string, string] => [key, item]),
  );
}
