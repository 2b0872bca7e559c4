/** The viewer's own time zone: where a new report goes out by default (spec §4). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every time zone the browser knows, always including `current`: the list
 * holds canonical IANA zones only, so a browser set to "UTC" (or an alias)
 * would otherwise not find its own zone among them.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [...zones, current].sort();
}
