import type { Dashboard, SourceCatalogue } from '@pulseboard/shared';
import type { MockHandler, MockReply } from '@pulseboard/shared/testing';
import { dashboardApi } from './dashboard-api';
import { widgetData } from './dashboard-fixtures';

/** A sample-data type form: one required list, one optional text. */
export const editCatalogue: SourceCatalogue = {
  type: 'demo',
  realTime: false,
  metrics: [{ name: 'sessions', label: 'Sessions', format: 'number', aggregation: 'sum' }],
  dimensions: [],
  parameters: [
    {
      name: 'dataset',
      label: 'Data',
      input: 'select',
      required: true,
      scope: 'widget',
      options: [
        { value: 'web', label: 'Web' },
        { value: 'ads', label: 'Ads' },
      ],
    },
    { name: 'filter', label: 'Filter', input: 'text', required: false, scope: 'widget' },
  ],
};

interface EditApiOptions {
  dashboard: Dashboard;
  /** How the lock answers; taken by the viewer by default. */
  lock?: MockHandler;
  save?: MockHandler;
  handlers?: Record<string, MockHandler>;
}

/** The dashboard API of dashboardApi plus what edit mode calls: the lock, the save, the configs, the sources and preview data. */
export function editApi({ dashboard, lock, save, handlers = {} }: EditApiOptions) {
  const base = `/api/dashboards/${dashboard.id}`;
  return dashboardApi({
    dashboard,
    handlers: {
      [`POST ${base}/lock`]: lock ?? ((): MockReply => ({ body: { data: { locked: 7, lockedByName: 'Ada Admin', expiresAt: '2026-03-01T10:02:00Z' } } })),
      [`DELETE ${base}/lock`]: () => ({ status: 204 }),
      [`POST ${base}`]: save ?? (() => ({ body: { data: dashboard } })),
      'GET /api/configs/sources': () => ({ body: { data: [{ type: 'demo', label: 'Sample data', category: 'sample', credentials: 'none', available: true }] } }),
      'GET /api/sources': () => ({ body: { data: [{ id: 5, name: 'demo', account: 'Sample agency', invalid: false, properties: [], createdAt: '2026-01-01T00:00:00Z' }] } }),
      'GET /api/configs/widgets/demo': () => ({ body: { data: editCatalogue } }),
      'POST /api/widgets/data': () => ({ body: { data: widgetData() } }),
      ...handlers,
    },
  });
}
