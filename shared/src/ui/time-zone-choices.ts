import type { Choice } from './ChoiceField.js';

/** The viewer's own time zone: where a new report goes out by default (spec §4). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every time zone the browser knows as the options of a select, always
 * including `current`: the list holds canonical IANA zones only, so a
 * browser set to "UTC" (or an alias) would otherwise not find its own zone among them.
 */
export function timeZoneChoices(current: string): Choice[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = known.includes(current) ? known : [...known, current].sort();
  return zones.map((zone) => ({ value: zone, label: zone }));
}
