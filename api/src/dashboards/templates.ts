import { formatOptionsSchema, type CalculatedMetric, type FormatOptions, type Widget, type WidgetFormat } from '@pulseboard/shared/contracts';
import { withHash } from './widget-hash.js';

export interface DashboardTemplate {
  id: string;
  name: string;
  description: string;
  /** Widgets for a company's sample-data source. */
  widgets: (demoSourceId: number) => Widget[];
  rangeType: 'last_month' | 'last_30_days' | 'last_7_days';
  /** Real-time dashboards show only live widgets. */
  realTime?: boolean;
}

/** The most rows a widget may ask for (the widget schema's bound). */
const MAX_ROWS = 1000;

/** The sample client every template reports on. */
const SAMPLE_CLIENT = 'acme-shoes';

interface DemoWidgetSpec {
  title: string;
  format: WidgetFormat;
  width: number;
  height: number;
  dataset: 'web' | 'ads' | 'seo' | 'social' | 'ecommerce';
  metrics: string[];
  dimension?: string;
  prefix?: string;
  rowsLimit?: number;
  orderBy?: { column: string; dir: 'asc' | 'desc' };
  options?: Partial<FormatOptions>;
  realTime?: boolean;
  calculatedMetrics?: CalculatedMetric[];
}

/** One interactive widget on the sample-data source, with the spec's defaults for what it leaves out. */
function demoWidget(sourceId: number, order: number, spec: DemoWidgetSpec): Widget {
  const instance = {
    id: `i${order}`,
    type: 'demo' as const,
    prefix: spec.prefix ?? spec.title,
    sourceId,
    config: { property: SAMPLE_CLIENT, dataset: spec.dataset, metrics: spec.metrics, ...(spec.dimension ? { dimension: spec.dimension } : {}) },
  };
  // A chart over dates shows every day of the range, whatever the table default.
  const rowsLimit = spec.rowsLimit ?? (spec.dimension === 'date' || spec.dimension === 'minutesAgo' ? MAX_ROWS : 15);
  const widget = {
    id: `w${order}`,
    title: spec.title,
    width: spec.width,
    height: spec.height,
    order,
    realTime: spec.realTime ?? false,
    description: '',
    nature: 'interactive' as const,
    format: spec.format,
    rowsLimit,
    orderBy: spec.orderBy ?? { column: 'dimension', dir: 'asc' as const },
    percent: false,
    hiddenChange: false,
    hiddenHighlight: false,
    formatOptions: formatOptionsSchema.parse(spec.options ?? {}),
    instances: [instance],
    calculatedMetrics: spec.calculatedMetrics ?? [],
  };
  return withHash(widget);
}

function textWidget(order: number, title: string, description: string, width: number, height: number): Widget {
  const widget = { id: `w${order}`, title, width, height, order, realTime: false, description, nature: 'passive' as const, format: 'textCard' as const, type: { name: 'plain' as const } };
  return withHash(widget);
}

const byDesc = (column: string) => ({ column, dir: 'desc' as const });

/** A monthly client report that uses every display format, as an agency would send it. */
function monthlyReport(sourceId: number): Widget[] {
  const specs: DemoWidgetSpec[] = [
    { title: 'Sessions', format: 'summary', width: 1, height: 1, dataset: 'web', metrics: ['sessions'] },
    { title: 'Conversions', format: 'summary', width: 1, height: 1, dataset: 'web', metrics: ['conversions'] },
    { title: 'Revenue', format: 'summary', width: 1, height: 1, dataset: 'ecommerce', metrics: ['revenue'] },
    { title: 'Bounce rate', format: 'chart:gauge', width: 1, height: 1, dataset: 'web', metrics: ['bounceRate'] },
    { title: 'Sessions and users', format: 'chart:line', width: 4, height: 2, dataset: 'web', metrics: ['sessions', 'totalUsers'], dimension: 'date' },
    { title: 'Traffic by channel', format: 'chart:pie', width: 2, height: 2, dataset: 'web', metrics: ['sessions'], dimension: 'channel', options: { doughnut: true } },
    { title: 'Organic clicks', format: 'chart:area', width: 2, height: 2, dataset: 'seo', metrics: ['organicClicks'], dimension: 'date' },
    { title: 'Ad spend by campaign', format: 'chart:bar', width: 2, height: 2, dataset: 'ads', metrics: ['cost'], dimension: 'campaign', orderBy: byDesc('Ad spend by campaign:cost') },
    { title: 'Conversions by device', format: 'chart:radar', width: 2, height: 2, dataset: 'web', metrics: ['conversions', 'sessions'], dimension: 'device', options: { visibleLabels: true } },
    {
      title: 'Top pages',
      format: 'table',
      width: 2,
      height: 2,
      dataset: 'web',
      metrics: ['screenPageViews', 'sessions', 'bounceRate'],
      dimension: 'page',
      rowsLimit: 10,
      orderBy: byDesc('Top pages:screenPageViews'),
    },
    {
      title: 'Top search queries',
      format: 'table',
      width: 2,
      height: 2,
      dataset: 'seo',
      metrics: ['organicClicks', 'organicImpressions', 'averagePosition'],
      dimension: 'query',
      rowsLimit: 10,
      orderBy: byDesc('Top search queries:organicClicks'),
    },
    {
      title: 'Campaigns',
      prefix: 'Ads',
      format: 'table',
      width: 4,
      height: 2,
      dataset: 'ads',
      metrics: ['impressions', 'clicks', 'ctr', 'cost', 'conversions'],
      dimension: 'campaign',
      orderBy: byDesc('Ads:cost'),
      calculatedMetrics: [{ id: 'cpa', name: 'Cost per conversion', type: 'money', expression: '{Ads:cost} / {Ads:conversions}' }],
    },
  ];
  return [
    ...specs.map((spec, index) => demoWidget(sourceId, index, spec)),
    textWidget(
      specs.length,
      'Highlights',
      'Sessions grew steadily through the month while the cost per conversion held. The spring campaign drove the best return; we will move budget towards it next month.',
      4,
      1,
    ),
  ];
}

/** Live traffic: who is on the site now, minute by minute and by page. */
function realTimeBoard(sourceId: number): Widget[] {
  const live = { realTime: true, dataset: 'web' as const };
  return [
    demoWidget(sourceId, 0, { ...live, title: 'Active users now', format: 'summary', width: 1, height: 1, metrics: ['activeUsers'] }),
    demoWidget(sourceId, 1, { ...live, title: 'Active users per minute', format: 'chart:bar', width: 3, height: 1, metrics: ['activeUsers'], dimension: 'minutesAgo' }),
    demoWidget(sourceId, 2, {
      ...live,
      title: 'Pages being viewed',
      format: 'table',
      width: 2,
      height: 2,
      metrics: ['activeUsers', 'screenPageViews'],
      dimension: 'page',
      orderBy: byDesc('Pages being viewed:activeUsers'),
    }),
    demoWidget(sourceId, 3, { ...live, title: 'Devices', format: 'chart:pie', width: 2, height: 2, metrics: ['activeUsers'], dimension: 'device' }),
  ];
}

export const DASHBOARD_TEMPLATES: readonly DashboardTemplate[] = [
  { id: 'monthly-report', name: 'Monthly client report', description: 'Traffic, search, ads and sales of last month, in every kind of chart.', widgets: monthlyReport, rangeType: 'last_month' },
  { id: 'real-time', name: 'Real-time traffic', description: 'Who is on the site right now, refreshed every minute.', widgets: realTimeBoard, rangeType: 'last_7_days', realTime: true },
];

export const findTemplate = (id: string | undefined) => DASHBOARD_TEMPLATES.find((template) => template.id === id);
