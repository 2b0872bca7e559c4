import { apiRequest, type dashboardListSchema, type dashboardTemplateSchema, type DashboardSharing, type DashboardUpdate, type z } from '@pulseboard/shared';

export const DASHBOARDS_PATH = '/api/dashboards';
export const TEMPLATES_PATH = `${DASHBOARDS_PATH}/templates`;

export type DashboardList = z.infer<typeof dashboardListSchema>;
export type DashboardTemplate = z.infer<typeof dashboardTemplateSchema>;
export type DashboardStatus = 'active' | 'archived';
export type DashboardSort = 'name' | 'created' | 'updated';
export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  search: string;
  status: DashboardStatus;
  sort: DashboardSort;
  dir: SortDirection;
  page: number;
}

/** Cards per page: a full grid of 2, 3 or 4 columns. */
const PER_PAGE = 24;

export function listPath({ search, status, sort, dir, page }: ListQuery): string {
  const query = new URLSearchParams({ status, sort, dir, page: String(page), perPage: String(PER_PAGE) });
  if (search) query.set('search', search);
  return `${DASHBOARDS_PATH}?${query.toString()}`;
}

export interface Created {
  id: number;
  permalink: string;
}

/** A new dashboard, blank or from a template, counted in the viewer's time zone. */
export async function createDashboard(input: { name: string; template?: string; sourceId?: number; property?: string }): Promise<Created> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (await apiRequest<{ data: Created }>(DASHBOARDS_PATH, { method: 'POST', body: { ...input, timezone } })).data;
}

export async function cloneDashboard(id: number): Promise<Created> {
  return (await apiRequest<{ data: Created }>(`${DASHBOARDS_PATH}/${id}/clone`, { method: 'POST' })).data;
}

export const archiveDashboard = (id: number) => apiRequest(`${DASHBOARDS_PATH}/${id}/archive`, { method: 'DELETE' });
export const restoreDashboard = (id: number) => apiRequest(`${DASHBOARDS_PATH}/${id}/restore`, { method: 'PUT' });
export const deleteDashboard = (id: number) => apiRequest(`${DASHBOARDS_PATH}/${id}`, { method: 'DELETE' });

/** A new link, the password set or removed, or the dashboard made public or private (spec §7): how it is shared afterwards. */
export async function updateDashboardSharing(id: number, change: DashboardUpdate): Promise<DashboardSharing> {
  return (await apiRequest<{ data: DashboardSharing }>(`${DASHBOARDS_PATH}/${id}`, { method: 'PUT', body: change })).data;
}
