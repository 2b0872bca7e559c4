import { automaticReportFormSchema } from '@pulseboard/shared';
import { formCanSchedule, initialReportForm } from './report-form';

const form = (overrides: Partial<ReturnType<typeof initialReportForm>> = {}) => ({ ...initialReportForm(12, 'Europe/Paris'), ...overrides });

it('starts monthly on the first day, covering last month, at 08:00 in the given time zone, without a PDF and with a preview', () => {
  expect(initialReportForm(12, 'Europe/Paris')).toEqual({
    dashboard_id: 12,
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

it('starts from values the form schema accepts once recipients are given', () => {
  expect(automaticReportFormSchema.safeParse(form({ recipients: 'client@example.com' })).success).toBe(true);
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
