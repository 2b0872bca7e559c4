import { dashboardSchema, interactiveWidgetSchema, passiveWidgetSchema, type Dashboard, type InteractiveWidget, type PassiveWidget, type WidgetData, type WidgetInstance } from '@pulseboard/shared';

export const instance = (overrides: Partial<WidgetInstance> = {}): WidgetInstance => ({ id: 'i1', type: 'demo', prefix: 'web', sourceId: 5, config: {}, ...overrides });

/** An interactive widget with the schema's defaults for whatever the test leaves out. */
export const interactive = (overrides: Partial<InteractiveWidget> & { id: string }): InteractiveWidget =>
  interactiveWidgetSchema.parse({
    title: `Widget ${overrides.id}`,
    width: 2,
    height: 1,
    order: 0,
    hash: `hash-${overrides.id}`,
    nature: 'interactive',
    format: 'table',
    instances: [instance()],
    ...overrides,
  });

export const passive = (overrides: Partial<PassiveWidget> & { id: string }): PassiveWidget =>
  passiveWidgetSchema.parse({ title: `Note ${overrides.id}`, width: 2, height: 1, order: 0, hash: `hash-${overrides.id}`, nature: 'passive', type: { name: 'plain' }, ...overrides });

export const dashboardDocument = (overrides: Partial<Dashboard> = {}): Dashboard =>
  dashboardSchema.parse({
    id: 1,
    permalink: 'acme',
    name: 'Acme monthly',
    passwordProtected: false,
    public: true,
    locked: null,
    hiddenDateSelector: false,
    footer: '',
    rangeType: 'last_month',
    startDate: null,
    endDate: null,
    compareStartDate: null,
    compareEndDate: null,
    timezone: 'UTC',
    styles: {},
    widgets: [],
    active: true,
    owner: true,
    revision: 3,
    ...overrides,
  });

/** Sessions by date, two days, with totals and a change against the comparison. */
export const widgetData = (overrides: Partial<WidgetData> = {}): WidgetData => ({
  dimension: { name: 'date', label: 'Date' },
  columns: [{ key: 'web:sessions', label: 'Sessions', format: 'number' }],
  rows: [
    { dimension: '2026-02-01', values: { 'web:sessions': 300 } },
    { dimension: '2026-02-02', values: { 'web:sessions': 100 } },
  ],
  totals: { 'web:sessions': 400 },
  compareTotals: { 'web:sessions': 320 },
  change: { 'web:sessions': 0.25 },
  errors: [],
  ...overrides,
});
