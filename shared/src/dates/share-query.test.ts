import { sameViewRange, shareQuery, viewRangeFromQuery } from './share-query';

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
const marchPreceding = { startDate: '2026-01-29', endDate: '2026-02-28' };

it('uses month and year for exactly one whole calendar month', () => {
  expect(shareQuery({ range: march, compare: marchPreceding })).toEqual({ month: '3', year: '2026' });
});

it('uses start and end dates otherwise', () => {
  const range = { startDate: '2026-03-03', endDate: '2026-03-09' };
  expect(shareQuery({ range, compare: { startDate: '2026-02-24', endDate: '2026-03-02' } })).toEqual({ startDate: '2026-03-03', endDate: '2026-03-09' });
});

it('adds the comparison only when it is not the directly preceding period of equal length', () => {
  const lastYear = { startDate: '2025-03-01', endDate: '2025-03-31' };
  expect(shareQuery({ range: march, compare: lastYear })).toEqual({ month: '3', year: '2026', compareStartDate: '2025-03-01', compareEndDate: '2025-03-31' });
  // February as a calendar month is not the preceding period of March's 31 days.
  expect(shareQuery({ range: march, compare: { startDate: '2026-02-01', endDate: '2026-02-28' } })).toMatchObject({ compareStartDate: '2026-02-01' });
});

it('restores exactly the view a copied query describes', () => {
  for (const view of [
    { range: march, compare: marchPreceding },
    { range: march, compare: { startDate: '2025-03-01', endDate: '2025-03-31' } },
    { range: { startDate: '2024-02-20', endDate: '2024-03-05' }, compare: { startDate: '2024-02-05', endDate: '2024-02-19' } },
    { range: { startDate: '2024-02-20', endDate: '2024-03-05' }, compare: { startDate: '2023-02-20', endDate: '2023-03-05' } },
  ]) {
    expect(viewRangeFromQuery(new URLSearchParams(shareQuery(view)))).toEqual(view);
  }
});

it('ignores a query that names no valid range, and orders a reversed one', () => {
  expect(viewRangeFromQuery(new URLSearchParams(''))).toBeNull();
  expect(viewRangeFromQuery(new URLSearchParams('startDate=2026-02-30&endDate=2026-03-01'))).toBeNull();
  expect(viewRangeFromQuery(new URLSearchParams('month=13&year=2026'))).toBeNull();
  expect(viewRangeFromQuery(new URLSearchParams('startDate=2026-03-09&endDate=2026-03-03'))?.range).toEqual({ startDate: '2026-03-03', endDate: '2026-03-09' });
});

it('ignores a link the data requests would refuse whole, so the dashboard opens on its own range instead of failing every widget', () => {
  expect(viewRangeFromQuery(new URLSearchParams('month=1&year=1999'))).toBeNull();
  expect(viewRangeFromQuery(new URLSearchParams('startDate=2026-01-01&endDate=2036-01-01'))).toBeNull();
  expect(viewRangeFromQuery(new URLSearchParams('month=3&year=2026&compareStartDate=1990-03-01&compareEndDate=1990-03-31'))).toBeNull();
  // The first month of the window has no month before it in the window: its default comparison is refused too.
  expect(viewRangeFromQuery(new URLSearchParams('month=1&year=2000'))).toBeNull();
  expect(viewRangeFromQuery(new URLSearchParams('month=2&year=2000'))).not.toBeNull();
});

it('tells views apart by any end of the range or of the comparison', () => {
  const view = { range: march, compare: marchPreceding };
  expect(sameViewRange(view, { range: { ...march }, compare: { ...marchPreceding } })).toBe(true);
  expect(sameViewRange(view, { range: { ...march, endDate: '2026-03-30' }, compare: marchPreceding })).toBe(false);
  expect(sameViewRange(view, { range: march, compare: { ...marchPreceding, startDate: '2026-01-30' } })).toBe(false);
});
