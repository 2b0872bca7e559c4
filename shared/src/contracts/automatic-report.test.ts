import { automaticReportFormSchema, automaticReportInputSchema, canSchedule, describeSchedule, detailForPeriod, recipientsProblem, splitRecipients, typedWholeNumber } from './automatic-report.js';

const valid = { dashboard_id: 1, recipients: 'anna@client.com', period: 'MONTH', detail: 'FIRST_DAY', hour: 8, minute: 0, timezone: 'Europe/Paris', date_range: 'LAST_MONTH' };
const problems = (input: object) => {
  const result = automaticReportInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('automatic report rules', () => {
  it('splits recipients on commas and ignores empty entries', () => {
    expect(splitRecipients(' a@x.com, b@y.com ,,')).toEqual(['a@x.com', 'b@y.com']);
  });

  it('requires between 1 and 5 valid recipients', () => {
    expect(recipientsProblem(' , ')).toBe('The recipients field is required.');
    expect(recipientsProblem('1@x.com,2@x.com,3@x.com,4@x.com,5@x.com')).toBeNull();
    expect(recipientsProblem('1@x.com,2@x.com,3@x.com,4@x.com,5@x.com,6@x.com')).toBe('A report can go to at most 5 recipients.');
    expect(recipientsProblem('a@x.com, not-an-address')).toBe('"not-an-address" is not a valid e-mail address.');
  });

  it('fills the defaults for the PDF and the preview', () => {
    const parsed = automaticReportInputSchema.parse(valid);
    expect([parsed.with_pdf, parsed.with_preview]).toEqual([false, true]);
  });

  it('answers each bad field with its own message', () => {
    expect(problems({ ...valid, hour: 24, minute: 60, timezone: 'Mars/Olympus', date_range: 'YESTERDAY', recipients: '' })).toEqual({
      hour: 'The hour must be a whole number from 0 to 23.',
      minute: 'The minute must be a whole number from 0 to 59.',
      timezone: 'The timezone is not a known time zone.',
      date_range: 'The date range must be LAST_7_DAYS, LAST_30_DAYS, LAST_MONTH or LAST_WEEK.',
      recipients: 'The recipients field is required.',
    });
    expect(problems({ ...valid, hour: 7.5 })).toEqual({ hour: 'The hour must be a whole number from 0 to 23.' });
  });

  it('requires a detail that suits the period', () => {
    expect(problems({ ...valid, period: 'WEEK', detail: 'FIRST_DAY' })).toEqual({ detail: 'A weekly report goes out on a weekday from 1 (Monday) to 7 (Sunday).' });
    expect(problems({ ...valid, period: 'WEEK', detail: 8 })).toEqual({ detail: 'A weekly report goes out on a weekday from 1 (Monday) to 7 (Sunday).' });
    expect(problems({ ...valid, period: 'MONTH', detail: 3 })).toEqual({ detail: 'A monthly report goes out on FIRST_DAY, LAST_DAY or FIRST_WORK_DAY.' });
    expect(problems({ ...valid, period: 'WEEK', detail: 7 })).toEqual({});
  });

  it('reads only whole numbers from the typed hour and minute', () => {
    expect(typedWholeNumber(' 7 ')).toBe(7);
    expect(typedWholeNumber('-1')).toBe(-1);
    expect(typedWholeNumber('')).toBeNaN();
    expect(typedWholeNumber('8.5')).toBeNaN();
    expect(typedWholeNumber('8h')).toBeNaN();
  });

  it('gives the form the same rules over the typed hour and minute, and sends the entity with its recipients tidied', () => {
    const typed = { ...valid, recipients: ' client@example.com,boss@example.com, ', period: 'WEEK', detail: 3, hour: '17', minute: '05', with_pdf: true, with_preview: true };
    expect(automaticReportFormSchema.parse(typed)).toEqual({ ...typed, recipients: 'client@example.com, boss@example.com', hour: 17, minute: 5 });
    const refused = automaticReportFormSchema.safeParse({ ...typed, hour: '8.5', minute: '', detail: 'FIRST_DAY' });
    expect(refused.success ? {} : Object.fromEntries(refused.error.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      hour: 'The hour must be a whole number from 0 to 23.',
      minute: 'The minute must be a whole number from 0 to 59.',
    });
    expect(automaticReportFormSchema.safeParse({ ...typed, detail: 'FIRST_DAY' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['detail']);
  });

  it('resets the detail to the first choice of a new period', () => {
    expect(detailForPeriod('MONTH')).toBe('FIRST_DAY');
    expect(detailForPeriod('WEEK')).toBe(1);
  });

  it('enables Schedule only with recipients, a valid time and fewer than 5 reports', () => {
    const form = { recipients: 'a@x.com', hour: 8, minute: 0 };
    expect(canSchedule(form, 4)).toBe(true);
    expect(canSchedule(form, 5)).toBe(false);
    expect(canSchedule({ ...form, recipients: ' , ' }, 0)).toBe(false);
    expect(canSchedule({ ...form, hour: 24 }, 0)).toBe(false);
    expect(canSchedule({ ...form, minute: -1 }, 0)).toBe(false);
  });

  it('describes a schedule for the reports list', () => {
    expect(describeSchedule({ period: 'MONTH', detail: 'FIRST_WORK_DAY', hour: 8, minute: 5, timezone: 'Europe/Paris' })).toBe('Monthly, first working day of the month, 08:05 (Europe/Paris)');
    expect(describeSchedule({ period: 'WEEK', detail: 1, hour: 17, minute: 30, timezone: 'UTC' })).toBe('Weekly, every Monday, 17:30 (UTC)');
  });
});
