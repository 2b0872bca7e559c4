import { DASHBOARD_COLOR_STYLES, DASHBOARD_IMAGE_STYLES, dashboardSaveForm, FILE_URL_PATTERN, isCssColor, type Dashboard, type DashboardStylesPatch } from '@pulseboard/shared';

/**
 * The styles part of a save. Colours are sent when they are colours (or
 * cleared); images only when they changed, since the API takes only images
 * uploaded to the company and a dashboard made from a template may show
 * others.
 */
function stylesPatch(document: Dashboard, saved: Dashboard): DashboardStylesPatch {
  const patch: DashboardStylesPatch = { theme: document.styles.theme };
  for (const key of DASHBOARD_COLOR_STYLES) {
    const value = document.styles[key];
    if (value === null || isCssColor(value)) patch[key] = value;
  }
  for (const key of DASHBOARD_IMAGE_STYLES) {
    const value = document.styles[key];
    if (value !== saved.styles[key] && (value === null || FILE_URL_PATTERN.test(value))) patch[key] = value;
  }
  return patch;
}

/**
 * The whole edited document as one multipart save: each save carries every
 * part, so the last one to arrive leaves the dashboard as the editor has it,
 * and retrying a failed save is sending the latest document again. Hashes are
 * the server's to set. The document's revision and the editing session let
 * the server refuse it (409) when another session saved in between; its
 * sequence lets the server drop it when a later save of the session arrived
 * first.
 */
export function saveForm(document: Dashboard, saved: Dashboard, session: { editor: string; sequence: number }): FormData {
  return dashboardSaveForm({
    basis: { revision: document.revision, ...session },
    styles: stylesPatch(document, saved),
    widgets: document.widgets.map(({ hash: _server, ...widget }) => widget),
    name: document.name,
    hiddenDateSelector: document.hiddenDateSelector,
    footer: document.footer,
    rangeType: document.rangeType,
    startDate: document.startDate,
    endDate: document.endDate,
    compareStartDate: document.compareStartDate,
    compareEndDate: document.compareEndDate,
    timezone: document.timezone,
  });
}
