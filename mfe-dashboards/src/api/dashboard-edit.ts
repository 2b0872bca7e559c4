import {
  apiRequest,
  CSRF_COOKIE,
  CSRF_HEADER,
  dashboardLockSchema,
  dashboardSchema,
  expressionCheckResultSchema,
  getIdentification,
  widgetDataSchema,
  type Dashboard,
  type DashboardLock,
  type ExpressionCheckResult,
  type WidgetData,
  type WidgetDataRequest,
} from '@pulseboard/shared';
import { DASHBOARDS_PATH } from './dashboards.js';

const lockPath = (id: number) => `${DASHBOARDS_PATH}/${id}/lock`;

/** Takes or renews the edit lock; rejects with the ApiError of a 423 while another user holds it. */
export async function lockDashboard(id: number): Promise<DashboardLock> {
  return dashboardLockSchema.parse((await apiRequest<{ data: unknown }>(lockPath(id), { method: 'POST' })).data);
}

export const unlockDashboard = (id: number) => apiRequest(lockPath(id), { method: 'DELETE' });

/**
 * Gives the lock back while the page goes away: a keepalive request outlives
 * the page (sendBeacon cannot send a DELETE), carrying the headers the API
 * checks on every call.
 */
export function unlockOnPageExit(id: number): void {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const identification = getIdentification();
  if (identification) headers['x-identification'] = identification;
  const csrf = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  if (csrf) headers[CSRF_HEADER] = decodeURIComponent(csrf.slice(CSRF_COOKIE.length + 1));
  void fetch(lockPath(id), { method: 'DELETE', keepalive: true, credentials: 'same-origin', headers }).catch(() => undefined);
}

/** POST /api/dashboards/{id}: the multipart save; answers the dashboard as stored, with the widgets' new hashes. */
export async function saveDashboard(id: number, form: FormData, signal: AbortSignal): Promise<Dashboard> {
  return dashboardSchema.parse((await apiRequest<{ data: unknown }>(`${DASHBOARDS_PATH}/${id}`, { method: 'POST', body: form, signal })).data);
}

/** POST /api/widgets/data: the data of a widget as the editor has it, saved or not. */
export async function loadPreviewData(request: WidgetDataRequest): Promise<WidgetData> {
  return widgetDataSchema.parse((await apiRequest<{ data: unknown }>('/api/widgets/data', { method: 'POST', body: request })).data);
}

export async function checkExpression(expression: string, columns: string[]): Promise<ExpressionCheckResult> {
  return expressionCheckResultSchema.parse(await apiRequest('/api/widgets/calculated-metrics/validate', { method: 'POST', body: { expression, columns } }));
}
