import {
  DASHBOARD_COLOR_STYLES,
  DASHBOARD_DOCUMENT_VERSION,
  DASHBOARD_IMAGE_STYLES,
  dashboardStylesSchema,
  isCssColor,
  RANGE_TOO_LONG_MESSAGE,
  rangeTooLong,
  type DashboardImageStyle,
  type DashboardSaveFields,
  type DashboardStyles,
  type DashboardStylesPatch,
} from '@pulseboard/shared/contracts';
import type { DashboardRow } from '../db/schema.js';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { withHash } from './widget-hash.js';

/** Form parts that map straight onto a column. */
const COLUMNS = {
  name: 'name',
  hidden_date_selector: 'hiddenDateSelector',
  footer: 'footer',
  range_type: 'rangeType',
  start: 'startDate',
  end: 'endDate',
  compare_start: 'compareStartDate',
  compare_end: 'compareEndDate',
  timezone: 'timezone',
} as const satisfies Partial<Record<keyof DashboardSaveFields, keyof DashboardRow>>;

/**
 * Styles after a patch: keys left out stay; null clears; a colour that is not
 * a CSS colour is ignored and the previous value kept (spec §5); a newly
 * uploaded image wins over the url the styles name.
 */
function patchStyles(previous: DashboardStyles, patch: DashboardStylesPatch, uploaded: Partial<Record<DashboardImageStyle, string>>): DashboardStyles {
  const next = { ...previous };
  for (const key of DASHBOARD_COLOR_STYLES) {
    const value = patch[key];
    if (value === null) next[key] = null;
    else if (value !== undefined && isCssColor(value)) next[key] = value.trim();
  }
  if (patch.theme) next.theme = patch.theme;
  for (const key of DASHBOARD_IMAGE_STYLES) {
    const value = uploaded[key] ?? patch[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}

/** The view's range and comparison each run forwards and within the longest range, once the save is applied to what is stored. */
function assertRangesInOrder(row: Pick<DashboardRow, 'startDate' | 'endDate' | 'compareStartDate' | 'compareEndDate'>) {
  const errors: FieldErrors = {};
  if (row.startDate && row.endDate && row.startDate > row.endDate) errors.end = ['The end date must be on or after the start date.'];
  else if (row.startDate && row.endDate && rangeTooLong(row.startDate, row.endDate)) errors.end = [RANGE_TOO_LONG_MESSAGE];
  if (row.compareStartDate && row.compareEndDate && row.compareStartDate > row.compareEndDate) errors.compare_end = ['The comparison must end on or after its start.'];
  else if (row.compareStartDate && row.compareEndDate && rangeTooLong(row.compareStartDate, row.compareEndDate)) errors.compare_end = [RANGE_TOO_LONG_MESSAGE];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/**
 * The columns a save changes, worked out from the row as stored: only the
 * parts sent; widgets get their hashes from their content and the current
 * document version.
 */
export function savePatch(row: DashboardRow, fields: DashboardSaveFields, uploaded: Partial<Record<DashboardImageStyle, string>>): Partial<DashboardRow> {
  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = fields[field as keyof typeof COLUMNS];
    if (value !== undefined) patch[column] = value;
  }
  if (fields.styles || Object.keys(uploaded).length > 0) patch.styles = patchStyles(dashboardStylesSchema.parse(row.styles), fields.styles ?? {}, uploaded);
  if (fields.widgets) {
    patch.widgets = fields.widgets.map(withHash);
    patch.documentVersion = DASHBOARD_DOCUMENT_VERSION;
  }
  const result = patch as Partial<DashboardRow>;
  assertRangesInOrder({ ...row, ...result });
  return result;
}
