import { z } from 'zod';

export const TIME_ZONE_MESSAGE = 'The timezone is not a known time zone.';

/** An IANA time zone name (or UTC) this runtime can compute local times in: what Intl refuses would fail every later date computation. */
export const isKnownTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** A time zone accepted where one is stored: a dashboard's, an automatic report's. */
export const timeZoneSchema = z.string({ error: TIME_ZONE_MESSAGE }).max(64, { error: TIME_ZONE_MESSAGE, abort: true }).refine(isKnownTimeZone, TIME_ZONE_MESSAGE);
