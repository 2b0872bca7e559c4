import { preloadable, type Dashboard, type DashboardMode } from '@pulseboard/shared';

/**
 * The header's tools load with the views that show them: the calendar and
 * the share menu (with their forms and dialogs) are most of the view's code,
 * and the print view, which the PDF renderer captures, shows neither.
 */
export const DateRangePicker = preloadable(async () => ({ default: (await import('../calendar/DateRangePicker.js')).DateRangePicker }));
export const ShareMenu = preloadable(async () => ({ default: (await import('../share/ShareMenu.js')).ShareMenu }));

export interface HeaderTools {
  /** The calendar, in the report and embedded unless the dashboard hides it. */
  calendar: boolean;
  /** Sharing, in the report and the real-time view; an embed's is the embedding site's. */
  share: boolean;
}

export const headerToolsOf = (dashboard: Pick<Dashboard, 'hiddenDateSelector'>, mode: DashboardMode): HeaderTools => ({
  calendar: (mode === 'show' || mode === 'embed') && !dashboard.hiddenDateSelector,
  share: mode === 'show' || mode === 'realTime',
});
