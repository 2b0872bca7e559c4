import { draftReducer, draftView, inferRangeType, initialDraft, type CalendarDraft } from './calendar-draft';

const today = '2026-03-10';
const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
const start = (): CalendarDraft => initialDraft({ range: march, compare: { startDate: '2026-01-29', endDate: '2026-02-28' } }, today, 'monthly');

it('recognises the type of a range, preferring the dashboard’s own', () => {
  expect(inferRangeType({ startDate: '2026-02-01', endDate: '2026-02-28' }, today, 'last_month')).toBe('last_month');
  expect(inferRangeType({ startDate: '2026-02-01', endDate: '2026-02-28' }, today, 'custom')).toBe('monthly');
  expect(inferRangeType({ startDate: '2026-03-02', endDate: '2026-03-08' }, today, 'custom')).toBe('weekly');
  expect(inferRangeType({ startDate: '2026-03-03', endDate: '2026-03-09' }, today, 'custom')).toBe('last_7_days');
  expect(inferRangeType({ startDate: '2026-02-15', endDate: '2026-03-14' }, today, 'custom')).toBe('mid_monthly');
  expect(inferRangeType({ startDate: '2026-03-04', endDate: '2026-03-04' }, today, 'custom')).toBe('daily');
  expect(inferRangeType({ startDate: '2026-03-04', endDate: '2026-03-06' }, today, 'monthly')).toBe('custom');
});

it('gives each type its current period, and lets anchored types move to a picked day', () => {
  let draft = draftReducer(start(), { kind: 'type', type: 'last_7_days', today });
  expect(draft.range).toEqual({ startDate: '2026-03-03', endDate: '2026-03-09' });
  expect(draftReducer(draft, { kind: 'day', day: '2026-01-01' })).toBe(draft);
  draft = draftReducer(draft, { kind: 'type', type: 'weekly', today });
  draft = draftReducer(draft, { kind: 'day', day: '2026-02-11' });
  expect(draft.range).toEqual({ startDate: '2026-02-09', endDate: '2026-02-15' });
  draft = draftReducer(draft, { kind: 'type', type: 'monthly', today });
  expect(draftReducer(draft, { kind: 'month', year: 2024, month: 2 }).range).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
});

it('makes a custom range of two picked days, swapping a reversed pair', () => {
  let draft = draftReducer(start(), { kind: 'type', type: 'custom', today });
  draft = draftReducer(draft, { kind: 'day', day: '2026-02-20' });
  expect(draft).toMatchObject({ anchor: '2026-02-20', range: { startDate: '2026-02-20', endDate: '2026-02-20' } });
  draft = draftReducer(draft, { kind: 'day', day: '2026-02-03' });
  expect(draft).toMatchObject({ anchor: null, range: { startDate: '2026-02-03', endDate: '2026-02-20' } });
});

it('compares with the preceding period of equal length until another comparison is picked', () => {
  let draft = draftReducer(start(), { kind: 'type', type: 'custom', today });
  draft = draftReducer(draftReducer(draft, { kind: 'day', day: '2026-02-01' }), { kind: 'day', day: '2026-02-10' });
  expect(draftView(draft).compare).toEqual({ startDate: '2026-01-22', endDate: '2026-01-31' });
  draft = draftReducer(draft, { kind: 'compare-preceding', preceding: false });
  draft = draftReducer(draftReducer(draft, { kind: 'compare-day', day: '2025-02-10' }), { kind: 'compare-day', day: '2025-02-01' });
  expect(draftView(draft)).toEqual({ range: { startDate: '2026-02-01', endDate: '2026-02-10' }, compare: { startDate: '2025-02-01', endDate: '2025-02-10' } });
});
