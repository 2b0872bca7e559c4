/**
 * Rest.li 2.0 query encoding, as LinkedIn's versioned API reads it
 * (X-Restli-Protocol-Version: 2.0.0): a record is `(key:value,key:value)`,
 * an array `List(a,b)`, and a string has the characters Rest.li reserves
 * (`( ) , : '`) percent-encoded besides what a URL must escape, so
 * `urn:li:sponsoredAccount:507` travels as `urn%3Ali%3AsponsoredAccount%3A507`.
 */
export type RestliValue = string | number | boolean | readonly RestliValue[] | { readonly [key: string]: RestliValue };

/** encodeURIComponent leaves `( ) ' ! *` alone; Rest.li reserves the first three. */
const encodeText = (text: string) => (text === '' ? "''" : encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`));

export function encodeRestli(value: RestliValue): string {
  if (typeof value === 'string') return encodeText(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Rest.li cannot carry a number that is not finite');
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `List(${value.map(encodeRestli).join(',')})`;
  const record = value as { readonly [key: string]: RestliValue };
  return `(${Object.entries(record)
    .map(([key, item]) => `${encodeText(key)}:${encodeRestli(item)}`)
    .join(',')})`;
}

/**
 * A query string of Rest.li values, and the `fields` projection when given
 * (its commas are the projection's own syntax, not encoded).
 */
export function restliQuery(params: Readonly<Record<string, RestliValue>>, fields?: readonly string[]): string {
  const pairs = Object.entries(params).map(([name, value]) => `${encodeURIComponent(name)}=${encodeRestli(value)}`);
  if (fields?.length) pairs.push(`fields=${fields.map(encodeURIComponent).join(',')}`);
  return pairs.join('&');
}

/** A calendar day (YYYY-MM-DD) as LinkedIn's Date record. */
export function restliDate(day: string): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
}
