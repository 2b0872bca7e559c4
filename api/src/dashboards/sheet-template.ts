import type { Widget } from '@pulseboard/shared/contracts';
import { byDesc, templateWidget, type OptionLookup, type TemplateTarget, type TemplateWidgetSpec } from './template-widgets.js';

/** Sheets looked at for one with numbers by date; each costs three reads of Sheets' 60 a minute. */
const MAX_SHEETS_TRIED = 5;
/** Number columns drawn on the trend chart; more lines stop being readable. */
const CHART_COLUMNS = 3;
/** Number columns in the table. */
const TABLE_COLUMNS = 6;

const values = (options: Array<{ value: string }>) => options.map((option) => option.value);

/**
 * The first sheet (of the first few) with number columns, its date column and
 * its first text column to split by, as the Sheets connector lists them.
 */
async function chooseSheet(options: OptionLookup, property: string): Promise<{ choices: Record<string, string[]> } | { refused: string }> {
  const sheets = values(await options('sheet', { property })).slice(0, MAX_SHEETS_TRIED);
  for (const sheet of sheets) {
    const params = { property, sheet };
    const numbers = values(await options('metrics', params));
    if (!numbers.length) continue;
    const dateColumn = values(await options('dateColumn', params)).find((column) => !numbers.includes(column));
    if (!dateColumn) continue;
    const splits = values(await options('dimension', params)).filter((column) => column !== 'date' && column !== dateColumn);
    return { choices: { sheet: [sheet], dateColumn: [dateColumn], metrics: numbers, dimension: splits.slice(0, 1) } };
  }
  return { refused: 'This spreadsheet has no sheet with number columns by date for the template to show.' };
}

/** A headline figure, its trend by day, and the table split by the sheet's first text column (or by day). */
function sheetWidgets({ id, property, choices }: TemplateTarget): Widget[] {
  const numbers = choices.metrics ?? [];
  const [first = 'Total'] = numbers;
  const split = choices.dimension?.[0];
  const tableTitle = split ? `By ${split}` : 'By day';
  const specs: TemplateWidgetSpec[] = [
    { title: first, format: 'summary', width: 1, height: 1, metrics: numbers.slice(0, 1) },
    { title: 'Day by day', format: 'chart:line', width: 3, height: 2, metrics: numbers.slice(0, CHART_COLUMNS), dimension: 'date' },
    {
      title: tableTitle,
      format: 'table',
      width: 4,
      height: 2,
      metrics: numbers.slice(0, TABLE_COLUMNS),
      dimension: split ?? 'date',
      ...(split ? { orderBy: byDesc(`${tableTitle}:${first}`) } : {}),
    },
  ];
  const config = { property, sheet: choices.sheet?.[0], dateColumn: choices.dateColumn?.[0] };
  return specs.map((spec, order) => templateWidget({ type: 'google_sheets', id, config }, order, spec));
}

/** A report of any spreadsheet that logs numbers by date, laid out from the sheet's own columns. */
export const SHEET_TEMPLATE = {
  id: 'google-sheets-report',
  name: 'Google Sheets report',
  description: "A spreadsheet's numbers by day: the first column's total, their trend, and a table split by its first text column.",
  sourceType: 'google_sheets' as const,
  rangeType: 'last_30_days' as const,
  choose: chooseSheet,
  widgets: sheetWidgets,
};
