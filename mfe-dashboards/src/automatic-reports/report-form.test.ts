import { formCanSchedule, initialReportForm, reportFormReducer, reportInput, wholeNumber, type ReportForm } from './report-form';

const form = (overrides: Partial<ReportForm> = {}): ReportForm => ({ ...initialReportForm('Europe/Paris'), ...overrides });

it('starts monthly on the first day, covering last month, at 08:00 in the given time zone, without a PDF and with a preview', () => {
  expect(initialReportForm('Europe/Paris')).toEqual({
    recipients: '',
    period: 'MONTH',
    detail: 'FIRST_DAY',
    date_range: 'LAST_MONTH',
    hour: '8',
    minute: '0',
    timezone: 'Europe/Paris',
    with_pdf: false,
    with_preview: true,
  });
});

it('resets the day to the new period’s first one when the period changes', () => {
  const weekly = reportFormReducer(form({ detail: 'LAST_DAY' }), { type: 'period', period: 'WEEK' });
  expect(weekly).toMatchObject({ period: 'WEEK', detail: 1 });
  const monthly = reportFormReducer({ ...weekly, detail: 5 }, { type: 'period', period: 'MONTH' });
  expect(monthly).toMatchObject({ period: 'MONTH', detail: 'FIRST_DAY' });
});

it('keeps the chosen day when the same period is chosen again, and changes only the field set', () => {
  const start = form({ detail: 'FIRST_WORK_DAY' });
  expect(reportFormReducer(start, { type: 'period', period: 'MONTH' })).toBe(start);
  expect(reportFormReducer(start, { type: 'set', field: 'hour', value: '17' })).toEqual({ ...start, hour: '17' });
});

it('reads only whole numbers from the hour and minute text', () => {
  expect(wholeNumber(' 7 ')).toBe(7);
  expect(wholeNumber('-1')).toBe(-1);
  expect(wholeNumber('')).toBeNaN();
  expect(wholeNumber('8.5')).toBeNaN();
  expect(wholeNumber('8h')).toBeNaN();
});

it('allows scheduling only with recipients, an hour and minute in range, and room for another report', () => {
  const filled = form({ recipients: 'client@example.com' });
  expect(formCanSchedule(filled, 0)).toBe(true);
  expect(formCanSchedule(form({ recipients: ' , ' }), 0)).toBe(false);
  expect(formCanSchedule({ ...filled, hour: '24' }, 0)).toBe(false);
  expect(formCanSchedule({ ...filled, hour: '' }, 0)).toBe(false);
  expect(formCanSchedule({ ...filled, minute: '60' }, 0)).toBe(false);
  expect(formCanSchedule({ ...filled, hour: '23', minute: '59' }, 4)).toBe(true);
  expect(formCanSchedule(filled, 5)).toBe(false);
});

it('sends the report entity: the dashboard, the recipients as one tidy text, hour and minute as numbers', () => {
  expect(reportInput(form({ recipients: ' client@example.com,boss@example.com, ', period: 'WEEK', detail: 3, hour: '17', minute: '05', with_pdf: true }), 12)).toEqual({
    dashboard_id: 12,
    recipients: 'client@example.com, boss@example.com',
    period: 'WEEK',
    detail: 3,
    date_range: 'LAST_MONTH',
    hour: 17,
    minute: 5,
    timezone: 'Europe/Paris',
    with_pdf: true,
    with_preview: true,
  });
});
