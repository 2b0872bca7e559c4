import { addDays, todayIn } from '@pulseboard/shared/dates';
import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR } from './dates.js';
import type { SandboxSpreadsheet } from './fixtures.js';

type Sheet = SandboxSpreadsheet['sheets'][number];

/** A cell as the fake keeps it: a number, a text, or a date (kept as the day, shown by the sheet's format). */
export type Cell = number | string | { date: string; format: 'iso' | 'us' };

/** Google Sheets' serial day number: days since 1899-12-30. */
const serialOf = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

function formattedDate({ date, format }: { date: string; format: 'iso' | 'us' }): string {
  if (format === 'iso') return date;
  const [year, month, day] = date.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

/** A typed-in text number, as sheets pasted from other tools hold them: "1,234.50". */
const asText = (value: number, money: boolean) => value.toLocaleString('en-US', { minimumFractionDigits: money ? 2 : 0, maximumFractionDigits: 2 });

/** Every row of a sheet, the header first; daily sheets run to yesterday in the spreadsheet's time zone. */
export function sheetCells(spreadsheet: SandboxSpreadsheet, sheet: Sheet, now: number): Cell[][] {
  if (sheet.rows) return sheet.rows;
  const daily = sheet.daily;
  if (!daily) return [];
  const [splitName, ...splitValues] = daily.split ?? [];
  const header: Cell[] = ['Date', ...(splitName ? [splitName] : []), ...daily.columns.map(([name]) => name)];
  const yesterday = addDays(todayIn(spreadsheet.timeZone, new Date(now)), -1);
  const parts: Array<[string | null, number]> = splitName ? splitValues.map(([value, share]) => [value, share]) : [[null, 1]];
  const rows = daysBetween(daily.from, yesterday).flatMap((day) =>
    parts.map(([part, share]) => {
      const seed = `${sheet.title}|${day.iso}|${part ?? ''}`;
      const weekday = WEEKDAY_FACTOR[day.weekday] ?? 1;
      const values = daily.columns.map(([name, mean, kind]) => {
        const expected = mean * share * weekday * jitter(`${seed}|${name}`, 0.25);
        const value = kind === 'money' ? Math.round(expected * 100) / 100 : count(expected, `${seed}|${name}|n`);
        return daily.textNumbers ? asText(value, kind === 'money') : value;
      });
      return [{ date: day.iso, format: daily.dateFormat }, ...(part ? [part] : []), ...values] as Cell[];
    }),
  );
  return [header, ...rows];
}

export interface RenderOptions {
  valueRenderOption: string;
  dateTimeRenderOption: string;
}

/**
 * A cell as the values API renders it: FORMATTED_VALUE (the default) gives
 * every cell as its displayed text; UNFORMATTED_VALUE gives numbers as
 * numbers and dates as serial numbers, unless dateTimeRenderOption asks for
 * FORMATTED_STRING.
 */
export function renderCell(cell: Cell, options: RenderOptions): string | number {
  if (typeof cell === 'object') {
    if (options.valueRenderOption === 'FORMATTED_VALUE' || options.dateTimeRenderOption === 'FORMATTED_STRING') return formattedDate(cell);
    return serialOf(cell.date);
  }
  if (typeof cell === 'number' && options.valueRenderOption === 'FORMATTED_VALUE') return asText(cell, !Number.isInteger(cell));
  return cell;
}
