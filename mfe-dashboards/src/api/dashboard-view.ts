import { apiExchange, apiRequest, dashboardSchema, EMBED_HEADER, PUBLIC_DASHBOARD_HEADER, PUBLIC_EMBED, widgetDataSchema, type Dashboard, type ViewRange, type WidgetData } from '@pulseboard/shared';
import { DASHBOARDS_PATH } from './dashboards.js';

export interface LoadedDashboard {
  dashboard: Dashboard;
  /** The API marked the viewer as public (spec §4): no owner actions, only public widgets. */
  publicView: boolean;
}

/**
 * What a viewer shows the API besides a session: the password token of a
 * protected dashboard (none before the password was given), or the signed
 * token of an embed (none for a public dashboard embedded as it is).
 */
export type ViewerCredential = { kind: 'password'; token: string | null } | { kind: 'embed'; token: string | null };

/** A signed-in member's: the session is all it takes. */
export const SESSION_ONLY: ViewerCredential = { kind: 'password', token: null };

const dashboardPath = (permalink: string) => `${DASHBOARDS_PATH}/${encodeURIComponent(permalink)}`;

function credentialHeaders(credential: ViewerCredential): Record<string, string> {
  // An embed always says so, token or not: the API then answers as to the public, whoever is signed in.
  if (credential.kind === 'embed') return { [EMBED_HEADER]: credential.token ?? PUBLIC_EMBED };
  return credential.token ? { Authorization: `Bearer ${credential.token}` } : {};
}

/**
 * The dashboard document, validated (and given its defaults) by the shared
 * schema before any widget renders. Rejects with the ApiError of a 404, a
 * 422 (password needed) or an embed's 403.
 */
export async function loadDashboard(permalink: string, credential: ViewerCredential): Promise<LoadedDashboard> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const answer = await apiExchange<{ data: unknown }>(`${dashboardPath(permalink)}?${new URLSearchParams({ timezone }).toString()}`, { headers: credentialHeaders(credential) });
  return { dashboard: dashboardSchema.parse(answer.body.data), publicView: answer.headers.get(PUBLIC_DASHBOARD_HEADER) === '1' };
}

/** Trades a protected dashboard's password for a viewing token. */
export async function authorizeDashboard(permalink: string, password: string): Promise<string> {
  return (await apiRequest<{ data: { token: string } }>(`${dashboardPath(permalink)}/authorize`, { method: 'POST', body: { password } })).data.token;
}

export async function loadWidgetData(permalink: string, widgetId: string, { range, compare }: ViewRange, credential: ViewerCredential): Promise<WidgetData> {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate, compareStartDate: compare.startDate, compareEndDate: compare.endDate });
  const path = `${dashboardPath(permalink)}/widgets/${encodeURIComponent(widgetId)}/data?${query.toString()}`;
  return widgetDataSchema.parse((await apiRequest<{ data: unknown }>(path, { headers: credentialHeaders(credential) })).data);
}
