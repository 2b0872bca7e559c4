/** Reading spreadsheet cells as people fill them in: numbers typed as text, dates in several formats. */

export type CellValue = string | number | boolean | null | undefined;

/**
 * A cell as a number: JSON numbers as they are; text like "1,234.50",
 * "$1,234", "12 %" or "(250)" with its symbols and separators taken off.
 * Undefined when it is not a number.
 */
export function cellNumber(cell: CellValue): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  let text = cell.trim().replace(/[\s\u00a0$€£¥%]/g, '');
  const negative = /^\(.*\)$/.test(text);
  if (negative) text = text.slice(1, -1);
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/.test(text) || !/\d/.test(text)) return undefined;
  const value = Number(text.replace(/,/g, ''));
  return negative ? -value : value;
}

/** Google Sheets' serial day (days since 1899-12-30) as YYYY-MM-DD. */
const fromSerial = (serial: number) => new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);

const pad = (value: number) => String(value).padStart(2, '0');

function validDay(year: number, month: number, day: number): string | undefined {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCMonth() + 1 === month && date.getUTCDate() === day ? iso : undefined;
}

/**
 * A cell as a day: YYYY-MM-DD (a time after it is ignored), M/D/YYYY as
 * Sheets shows dates in the en_US locale, or a serial day number. Undefined
 * when it is not a date.
 */
export function cellDay(cell: CellValue): string | undefined {
  if (typeof cell === 'number') return cell > 0 && cell < 2_958_466 ? fromSerial(cell) : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return validDay(Number(us[3]), Number(us[1]), Number(us[2]));
  return undefined;
}
