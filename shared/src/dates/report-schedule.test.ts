import type { ReportSchedule } from '../contracts/automatic-report.js';
import { nextSendAt, reportRange } from './report-schedule.js';
import { wallClockOf, zonedTimeToInstant } from './zoned-time.js';

const at = (iso: string) => new Date(iso);
const monthly = (detail: ReportSchedule['detail'], hour: number, minute: number, timezone: string): ReportSchedule => ({ period: 'MONTH', detail, hour, minute, timezone });
const weekly = (detail: ReportSchedule['detail'], hour: number, minute: number, timezone: string): ReportSchedule => ({ period: 'WEEK', detail, hour, minute, timezone });

/** The next `count` sends after `after`, each computed from the one before, as the scheduler does. */
function sends(schedule: ReportSchedule, after: string, count: number): string[] {
  const found: string[] = [];
  let cursor = at(after);
  for (let index = 0; index < count; index += 1) {
    cursor = nextSendAt(schedule, cursor);
    found.push(cursor.toISOString());
  }
  return found;
}

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time with the offset in force that day', () => {
    expect(zonedTimeToInstant('2026-01-15', 8, 0, 'Europe/Paris').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', 8, 0, 'Europe/Paris').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', 8, 0, 'Asia/Kathmandu').toISOString()).toBe('2026-07-15T02:15:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', 8, 0, 'Pacific/Kiritimati').toISOString()).toBe('2026-07-14T18:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', 8, 0, 'Pacific/Pago_Pago').toISOString()).toBe('2026-07-15T19:00:00.000Z');
  });

  it('moves a time skipped by a spring-forward later by the gap', () => {
    // New York skips 02:00-03:00 on 2027-03-14; Lord Howe skips 02:00-02:30 on 2026-10-04.
    expect(zonedTimeToInstant('2027-03-14', 2, 30, 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(wallClockOf(zonedTimeToInstant('2027-03-14', 2, 30, 'America/New_York'), 'America/New_York')).toEqual({ day: '2027-03-14', hour: 3, minute: 30 });
    expect(wallClockOf(zonedTimeToInstant('2026-10-04', 2, 15, 'Australia/Lord_Howe'), 'Australia/Lord_Howe')).toEqual({ day: '2026-10-04', hour: 2, minute: 45 });
  });

  it('takes the first of a time that happens twice in a fall-back', () => {
    // New York repeats 01:00-02:00 on 2026-11-01: first in EDT (−4), then in EST (−5).
    expect(zonedTimeToInstant('2026-11-01', 1, 30, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedTimeToInstant('2026-10-25', 2, 30, 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('nextSendAt', () => {
  it('keeps a monthly send at the same wall-clock time on both sides of DST changes', () => {
    const schedule = monthly('FIRST_DAY', 8, 0, 'Europe/Paris');
    expect(sends(schedule, '2026-01-10T00:00:00Z', 4)).toEqual(['2026-02-01T07:00:00.000Z', '2026-03-01T07:00:00.000Z', '2026-04-01T06:00:00.000Z', '2026-05-01T06:00:00.000Z']);
    expect(sends(schedule, '2026-09-10T00:00:00Z', 3)).toEqual(['2026-10-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z', '2026-12-01T07:00:00.000Z']);
  });

  it('sends on the last day of each month, whatever its length, into the next year', () => {
    const schedule = monthly('LAST_DAY', 23, 30, 'America/New_York');
    expect(sends(schedule, '2027-10-15T00:00:00Z', 5).map((iso) => wallClockOf(at(iso), 'America/New_York').day)).toEqual(['2027-10-31', '2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29']);
    expect(sends(monthly('LAST_DAY', 9, 0, 'UTC'), '2027-01-31T10:00:00Z', 3)).toEqual(['2027-02-28T09:00:00.000Z', '2027-03-31T09:00:00.000Z', '2027-04-30T09:00:00.000Z']);
  });

  it('sends on the first Monday-to-Friday of the month', () => {
    // 2026-08-01 is a Saturday, 2026-11-01 a Sunday, 2026-05-01 a Friday.
    const days = sends(monthly('FIRST_WORK_DAY', 9, 0, 'Europe/London'), '2026-04-15T00:00:00Z', 7).map((iso) => wallClockOf(at(iso), 'Europe/London').day);
    expect(days).toEqual(['2026-05-01', '2026-06-01', '2026-07-01', '2026-08-03', '2026-09-01', '2026-10-01', '2026-11-02']);
  });

  it('uses the day of the zone, not of UTC, far from Greenwich', () => {
    // 23:30 on the 28th in Kiritimati (UTC+14) is 09:30 UTC that day; midnight in Kathmandu (+05:45) is 18:15 UTC the day before.
    expect(nextSendAt(monthly('LAST_DAY', 23, 30, 'Pacific/Kiritimati'), at('2027-02-27T12:00:00Z')).toISOString()).toBe('2027-02-28T09:30:00.000Z');
    expect(nextSendAt(monthly('FIRST_DAY', 0, 0, 'Asia/Kathmandu'), at('2026-11-21T00:00:00Z')).toISOString()).toBe('2026-11-30T18:15:00.000Z');
    expect(nextSendAt(monthly('LAST_DAY', 23, 59, 'Pacific/Pago_Pago'), at('2026-11-21T00:00:00Z')).toISOString()).toBe('2026-12-01T10:59:00.000Z');
  });

  it('sends a weekly report once on its weekday, through a spring-forward and a fall-back', () => {
    // Sunday 02:30 does not exist in New York on 2027-03-14: it goes out at 03:30 EDT, then back at 02:30 the week after.
    expect(sends(weekly(7, 2, 30, 'America/New_York'), '2027-03-10T00:00:00Z', 2)).toEqual(['2027-03-14T07:30:00.000Z', '2027-03-21T06:30:00.000Z']);
    // Sunday 01:30 happens twice on 2026-11-01: the report goes out at the first and not again at the second.
    expect(sends(weekly(7, 1, 30, 'America/New_York'), '2026-10-30T00:00:00Z', 2)).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-08T06:30:00.000Z']);
    // Sydney's spring-forward is in October: Sunday 2026-10-04 02:30 becomes 03:30 AEDT.
    expect(nextSendAt(weekly(7, 2, 30, 'Australia/Sydney'), at('2026-10-01T00:00:00Z')).toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('counts weekdays from 1 Monday to 7 Sunday', () => {
    // 2026-11-21 is a Saturday.
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => wallClockOf(nextSendAt(weekly(weekday as 1, 9, 0, 'UTC'), at('2026-11-21T12:00:00Z')), 'UTC').day);
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-22']);
  });

  it('is strictly after the given instant, so a send is never scheduled twice', () => {
    const schedule = weekly(1, 8, 0, 'UTC');
    expect(nextSendAt(schedule, at('2026-11-23T08:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(nextSendAt(schedule, at('2026-11-23T07:59:59Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });

  it('stays at 08:00 local for two years of monthly sends in several zones', () => {
    for (const timezone of ['Europe/Paris', 'America/Los_Angeles', 'Australia/Sydney', 'Asia/Kolkata', 'America/Santiago']) {
      for (const iso of sends(monthly('FIRST_DAY', 8, 0, timezone), '2026-01-01T12:00:00Z', 24)) {
        const wall = wallClockOf(at(iso), timezone);
        expect({ date: wall.day.slice(8), hour: wall.hour, minute: wall.minute }).toEqual({ date: '01', hour: 8, minute: 0 });
      }
    }
  });
});

describe('reportRange', () => {
  it('covers the month before the send in the report’s zone', () => {
    expect(reportRange('LAST_MONTH', at('2026-12-01T07:00:00Z'), 'Europe/Paris')).toEqual({
      range: { startDate: '2026-11-01', endDate: '2026-11-30' },
      compare: { startDate: '2026-10-02', endDate: '2026-10-31' },
    });
    // The same instant is still 30 November in Los Angeles.
    expect(reportRange('LAST_MONTH', at('2026-12-01T02:00:00Z'), 'America/Los_Angeles').range).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
  });

  it('ends the last 7 and 30 days the day before the send', () => {
    expect(reportRange('LAST_7_DAYS', at('2026-11-23T08:00:00Z'), 'UTC').range).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(reportRange('LAST_30_DAYS', at('2026-03-01T08:00:00Z'), 'UTC').range).toEqual({ startDate: '2026-01-30', endDate: '2026-02-28' });
  });

  it('covers the Monday-to-Sunday week before the send’s week', () => {
    expect(reportRange('LAST_WEEK', at('2026-11-23T08:00:00Z'), 'UTC').range).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(reportRange('LAST_WEEK', at('2026-11-22T08:00:00Z'), 'UTC').range).toEqual({ startDate: '2026-11-09', endDate: '2026-11-15' });
  });
});
