import { isKnownTimeZone, TIME_ZONE_MESSAGE, timeZoneSchema } from './time-zone.js';

describe('time zones', () => {
  it.each(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])('accepts %s', (name) => {
    expect(timeZoneSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', 'Mars/Olympus', 'Europe/Paris\u0000', 'x'.repeat(65), '+25:00'])('refuses %j with one message', (name) => {
    const result = timeZoneSchema.safeParse(name);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TIME_ZONE_MESSAGE]);
  });

  it('refuses what is not text', () => {
    expect(timeZoneSchema.safeParse(1).error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGE);
  });
});

describe('isKnownTimeZone', () => {
  it('answers the same the second time, from what it remembers, and never remembers a refused name', () => {
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    expect([isKnownTimeZone('Asia/Kathmandu'), isKnownTimeZone('Asia/Kathmandu')]).toEqual([true, true]);
    expect([isKnownTimeZone('Asia/Nowhere'), isKnownTimeZone('Asia/Nowhere')]).toEqual([false, false]);
    // One look for the known name, one for each look at the unknown one.
    expect(formatter).toHaveBeenCalledTimes(3);
    formatter.mockRestore();
  });
});
