import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ViewRange } from '@pulseboard/shared';
import { fakeToday } from '../test-support/fake-today';
import { DateRangePicker } from './DateRangePicker';

const march: ViewRange = { range: { startDate: '2026-03-01', endDate: '2026-03-31' }, compare: { startDate: '2026-01-29', endDate: '2026-02-28' } };

// Today is Tuesday 10 March 2026 in UTC.
beforeEach(() => fakeToday('2026-03-10T12:00:00Z'));
afterEach(() => jest.useRealTimers());

async function openPicker(props: Partial<Parameters<typeof DateRangePicker>[0]> = {}) {
  const onChange = jest.fn();
  render(<DateRangePicker view={march} timezone="UTC" preferredType="monthly" onChange={onChange} {...props} />);
  await userEvent.click(screen.getByRole('button', { name: /Report period/ }));
  return { onChange, dialog: screen.getByRole('dialog', { name: 'Choose the report period' }) };
}

const day = (name: string) => screen.getByRole('button', { name });

it('names the period and its comparison on its button', () => {
  render(<DateRangePicker view={march} timezone="UTC" preferredType="monthly" onChange={() => undefined} />);
  // Intl puts thin spaces around the dash of a range.
  expect(screen.getByRole('button', { name: /^Report period: Mar 1\s–\s31, 2026, compared with Jan 29\s–\sFeb 28, 2026$/ })).toBeInTheDocument();
});

it('applies a range type: the last 7 days end yesterday, compared with the 7 before', async () => {
  const { onChange } = await openPicker();
  expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange).toHaveBeenCalledWith({ range: { startDate: '2026-03-03', endDate: '2026-03-09' }, compare: { startDate: '2026-02-24', endDate: '2026-03-02' } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('picks a month, with future months blocked, and years from 5 back to 6 ahead', async () => {
  const { onChange } = await openPicker();
  const year = screen.getByRole('combobox', { name: 'Year' });
  expect(
    within(year)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030', '2031', '2032']);
  expect(screen.getByRole('button', { name: 'Apr' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Apr' }));
  await userEvent.selectOptions(year, '2024');
  await userEvent.click(screen.getByRole('button', { name: 'Feb' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange).toHaveBeenCalledWith({ range: { startDate: '2024-02-01', endDate: '2024-02-29' }, compare: { startDate: '2024-01-03', endDate: '2024-01-31' } });
});

it('picks the Monday-to-Sunday week of a day', async () => {
  const { onChange } = await openPicker();
  await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
  await userEvent.click(day('Wednesday, March 4, 2026'));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange.mock.calls[0][0].range).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
});

it('makes a custom range of two days, swapping them when picked backwards', async () => {
  const { onChange } = await openPicker();
  await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
  await userEvent.click(day('Thursday, March 5, 2026'));
  await userEvent.click(screen.getByRole('button', { name: 'Report period, previous month' }));
  await userEvent.click(day('Friday, February 20, 2026'));
  expect(screen.getByText('Feb 20 – Mar 5, 2026')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange.mock.calls[0][0].range).toEqual({ startDate: '2026-02-20', endDate: '2026-03-05' });
});

it('blocks future days and today, unless the calendar allows them', async () => {
  const { onChange } = await openPicker();
  await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
  expect(day('Monday, March 9, 2026')).toHaveAttribute('aria-disabled', 'false');
  expect(day('Tuesday, March 10, 2026')).toHaveAttribute('aria-disabled', 'true');
  expect(day('Wednesday, March 11, 2026')).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(day('Wednesday, March 11, 2026'));
  await userEvent.click(day('Monday, March 9, 2026'));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange.mock.calls[0][0].range).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
});

it('lets today and the future be picked when asked to', async () => {
  await openPicker({ rules: { includeToday: true, allowFuture: true } });
  await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
  expect(day('Tuesday, March 10, 2026')).toHaveAttribute('aria-disabled', 'false');
  expect(day('Wednesday, March 11, 2026')).toHaveAttribute('aria-disabled', 'false');
});

it('moves through days with the keyboard and picks with Enter', async () => {
  const { onChange } = await openPicker();
  await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
  act(() => day('Tuesday, March 31, 2026').focus());
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}');
  expect(day('Monday, March 9, 2026')).toHaveFocus();
  await userEvent.keyboard('{PageUp}');
  expect(day('Monday, February 9, 2026')).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange.mock.calls[0][0].range).toEqual({ startDate: '2026-02-09', endDate: '2026-02-09' });
});

it('compares with another period when asked, and changes nothing on Cancel', async () => {
  const { onChange } = await openPicker();
  await userEvent.click(screen.getByRole('radio', { name: 'Another period' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Comparison period year' }), '2025');
  await userEvent.click(screen.getByRole('button', { name: 'Comparison period, next month' }));
  const comparison = screen.getByRole('grid', { name: 'Comparison period: March 2025' });
  await userEvent.click(within(comparison).getByRole('button', { name: 'Saturday, March 1, 2025' }));
  await userEvent.click(within(comparison).getByRole('button', { name: 'Monday, March 31, 2025' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onChange).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: /Report period/ }));
  expect(screen.getByRole('radio', { name: 'The period before, same length' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Another period' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Comparison period year' }), '2025');
  await userEvent.click(screen.getByRole('button', { name: 'Comparison period, next month' }));
  // Picked backwards: swapped.
  await userEvent.click(screen.getByRole('button', { name: 'Monday, March 31, 2025' }));
  await userEvent.click(screen.getByRole('button', { name: 'Saturday, March 1, 2025' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onChange).toHaveBeenCalledWith({ range: march.range, compare: { startDate: '2025-03-01', endDate: '2025-03-31' } });
});
