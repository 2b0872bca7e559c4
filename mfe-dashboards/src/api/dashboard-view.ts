import { apiExchange, apiRequest, dashboardSchema, PUBLIC_DASHBOARD_HEADER, widgetDataSchema, type Dashboard, type ViewRange, type WidgetData } from '@pulseboard/shared';
import { DASHBOARDS_PATH } from './dashboards.js';

export interface LoadedDashboard {
  dashboard: Dashboard;
  /** The API marked the viewer as public (spec §4): no owner actions, only public widgets. */
  publicView: boolean;
}

const dashboardPath = (permalink: string) => `${DASHBOARDS_PATH}/${encodeURIComponent(permalink)}`;
const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/**
 * The dashboard document, validated (and given its defaults) by the shared
 * schema before any widget renders. Rejects with the ApiError of a 404 or a
 * 422 (password needed).
 */
export async function loadDashboard(permalink: string, token: string | null): Promise<LoadedDashboard> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const answer = await apiExchange<{ data: unknown }>(`${dashboardPath(permalink)}?${new URLSearchParams({ timezone }).toString()}`, { headers: bearer(token) });
  return { dashboard: dashboardSchema.parse(answer.body.data), publicView: answer.headers.get(PUBLIC_DASHBOARD_HEADER) === '1' };
}

/** Trades a protected dashboard's password for a viewing token. */
export async function authorizeDashboard(permalink: string, password: string): Promise<string> {
  return (await apiRequest<{ data: { token: string } }>(`${dashboardPath(permalink)}/authorize`, { method: 'POST', body: { password } })).data.token;
}

export async function loadWidgetData(permalink: string, widgetId: string, { range, compare }: ViewRange, token: string | null): Promise<WidgetData> {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate, compareStartDate: compare.startDate, compareEndDate: compare.endDate });
  const path = `${dashboardPath(permalink)}/widgets/${encodeURIComponent(widgetId)}/data?${query.toString()}`;
  return widgetDataSchema.parse((await apiRequest<{ data: unknown }>(path, { headers: bearer(token) })).data);
}
