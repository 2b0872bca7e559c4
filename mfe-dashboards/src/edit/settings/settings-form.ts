import { DASHBOARD_COLOR_STYLES, type Dashboard, type DashboardSettings, type DashboardSettingsFormValues } from '@pulseboard/shared';
import { withColour } from './style-values.js';

/** What the settings form starts from: the dashboard's settings, a missing day or colour as empty text. */
export function settingsFormValues(dashboard: Dashboard): DashboardSettingsFormValues {
  const { styles } = dashboard;
  return {
    name: dashboard.name,
    footer: dashboard.footer,
    rangeType: dashboard.rangeType,
    timezone: dashboard.timezone,
    hiddenDateSelector: dashboard.hiddenDateSelector,
    startDate: dashboard.startDate ?? '',
    endDate: dashboard.endDate ?? '',
    compareStartDate: dashboard.compareStartDate ?? '',
    compareEndDate: dashboard.compareEndDate ?? '',
    styles: { ...styles, backgroundColor: styles.backgroundColor ?? '', dashboardBackgroundColor: styles.dashboardBackgroundColor ?? '', color: styles.color ?? '' },
  };
}

/** The dashboard with the settings applied: each colour typed is taken only when it is one (withColour), else the previous one stays. */
export function withSettings(dashboard: Dashboard, { styles, ...settings }: DashboardSettings): Dashboard {
  const { backgroundColor, dashboardBackgroundColor, color, ...themeAndImages } = styles;
  const typed = { backgroundColor, dashboardBackgroundColor, color };
  const kept = DASHBOARD_COLOR_STYLES.reduce((current, key) => withColour(current, key, typed[key]), { ...dashboard.styles, ...themeAndImages });
  return { ...dashboard, ...settings, styles: kept };
}

/** The settings a save's 422 names by its part (spec §7) rather than by the dashboard's own name. */
export const SETTINGS_OF_SAVE_PARTS = {
  range_type: 'rangeType',
  hidden_date_selector: 'hiddenDateSelector',
  start: 'startDate',
  end: 'endDate',
  compare_start: 'compareStartDate',
  compare_end: 'compareEndDate',
} as const;
