import fc from 'fast-check';
import { offsetAt, wallClockOf, zonedTimeToInstant } from './zoned-time';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Zones with every kind of change: DST north and south, half-hour and 45-minute offsets, 30-minute DST (Lord Howe), none at all. */
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/Havana',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Africa/Casablanca',
];

const wallTime = fc.record({
  zone: fc.constantFrom(...ZONES),
  day: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});

const wallMs = (day: string, hour: number, minute: number) => Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS + minute * MINUTE_MS;

it('gives the asked wall-clock time, or, inside a spring-forward gap, that time moved forward by the gap', () => {
  fc.assert(
    fc.property(wallTime, ({ zone, day, hour, minute }) => {
      const instant = zonedTimeToInstant(day, hour, minute, zone).getTime();
      const shown = wallClockOf(new Date(instant), zone);
      const shift = wallMs(shown.day, shown.hour, shown.minute) - wallMs(day, hour, minute);
      if (shift === 0) return;
      const gap = offsetAt(instant, zone) - offsetAt(instant - 12 * HOUR_MS, zone);
      expect(shift).toBe(gap);
    }),
    { numRuns: 1000 },
  );
});

it('takes the first of the two instants a fall-back repeats', () => {
  fc.assert(
    fc.property(wallTime, ({ zone, day, hour, minute }) => {
      const instant = zonedTimeToInstant(day, hour, minute, zone).getTime();
      const fallBack = offsetAt(instant - 12 * HOUR_MS, zone) - offsetAt(instant, zone);
      if (fallBack <= 0) return;
      const earlier = instant - fallBack;
      expect(earlier + offsetAt(earlier, zone)).not.toBe(wallMs(day, hour, minute));
    }),
    { numRuns: 1000 },
  );
});

it('finds the times around real changes', () => {
  // Europe/Berlin springs forward at 02:00 on 2026-03-29 and falls back at 03:00 on 2026-10-25.
  expect(zonedTimeToInstant('2026-03-29', 2, 30, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  expect(zonedTimeToInstant('2026-10-25', 2, 30, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  // Chatham (+13:45) falls back at 03:45 on 2009-04-05: 02:00 is read before the change, 13 hours 45 minutes ahead.
  expect(zonedTimeToInstant('2009-04-05', 2, 0, 'Pacific/Chatham').toISOString()).toBe('2009-04-04T12:15:00.000Z');
  // Lord Howe moves by 30 minutes: 02:00 becomes 02:30 on 2026-10-04.
  expect(wallClockOf(zonedTimeToInstant('2026-10-04', 2, 10, 'Australia/Lord_Howe'), 'Australia/Lord_Howe')).toEqual({ day: '2026-10-04', hour: 2, minute: 40 });
});
