import * as z from './zod.js';

export const TIME_ZONE_MESSAGE = 'The timezone is not a known time zone.';

/**
 * Names already found valid. Asking Intl costs a formatter per call, which
 * showed as the largest cost of a cached widget-data answer; only valid
 * names are kept, and no more than there are zones (with a margin for
 * spellings Intl accepts in other cases), so made-up names cannot grow it.
 */
const knownTimeZones = new Set<string>();
const MAX_REMEMBERED = 1024;

/** An IANA time zone name (or UTC) this runtime can compute local times in: what Intl refuses would fail every later date computation. */
export const isKnownTimeZone = (name: string): boolean => {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownTimeZones.size < MAX_REMEMBERED) knownTimeZones.add(name);
  return true;
};

/** A known time zone's canonical name ("europe/paris" is "Europe/Paris"): Chromium's emulation, which renders PDFs, takes only those. */
export const canonicalTimeZone = (name: string): string => new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;

/** A time zone accepted where one is stored: a dashboard's, an automatic report's. */
export const timeZoneSchema = z.string({ error: TIME_ZONE_MESSAGE }).check(z.maxLength(64, { error: TIME_ZONE_MESSAGE, abort: true }), z.refine(isKnownTimeZone, TIME_ZONE_MESSAGE));
