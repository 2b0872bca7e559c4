import type { SourceCatalogue } from '@pulseboard/shared/contracts';

/** Reading the spreadsheets, and listing them from Drive (names and ids only). */
export const SHEETS_SCOPES = ['https://www.googleapis.com/auth/spreadsheets.readonly', 'https://www.googleapis.com/auth/drive.metadata.readonly'];

/**
 * A sheet's columns are its metrics and dimensions: any numeric column is a
 * metric (summed by day), the chosen date column places each row in the
 * range, and a text column can split the figures. The lists come from the
 * sheet itself, so the catalogue names none.
 */
export const googleSheetsCatalogue: SourceCatalogue = {
  type: 'google_sheets',
  parameters: [
    { name: 'property', label: 'Spreadsheet', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'sheet', label: 'Sheet', input: 'select', required: true, scope: 'widget', remote: true, dependsOn: 'property' },
    { name: 'dateColumn', label: 'Date column', input: 'select', required: true, scope: 'widget', remote: true, dependsOn: 'sheet' },
    { name: 'metrics', label: 'Number columns', input: 'multiselect', required: true, scope: 'widget', remote: true, dependsOn: 'sheet' },
    { name: 'dimension', label: 'Split by', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'sheet' },
  ],
  metrics: [],
  dimensions: [{ name: 'date', label: 'Date' }],
  realTime: false,
};
