import type { DashboardSummary } from '@pulseboard/shared';
import type { DashboardList } from '../api/dashboards';

export const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  id: 1,
  permalink: 'acme-monthly',
  name: 'Acme monthly',
  active: true,
  public: false,
  passwordProtected: false,
  widgetsCount: 12,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
  ...overrides,
});

export const listOf = (data: DashboardSummary[], meta: Partial<DashboardList['meta']> = {}): DashboardList => ({
  data,
  meta: { page: 1, perPage: 24, total: data.length, lastPage: 1, ...meta },
});
