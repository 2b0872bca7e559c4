import type { SourceType, Widget } from '@pulseboard/shared/contracts';
import { SOURCE_TEMPLATES } from './source-templates.js';
import { byDesc, templateWidget, textWidget, type OptionLookup, type TemplateTarget, type TemplateWidgetSpec } from './template-widgets.js';

export interface DashboardTemplate {
  id: string;
  name: string;
  description: string;
  /** The source type its widgets read; none: the company's sample-data source (and `property` is not used). */
  sourceType?: SourceType;
  /**
   * Picks what the widgets need from the provider's option lists (a
   * spreadsheet's sheet and columns), or says why the account has nothing
   * the template can show.
   */
  choose?: (options: OptionLookup, property: string) => Promise<{ choices: Record<string, string[]> } | { refused: string }>;
  widgets: (target: TemplateTarget) => Widget[];
  rangeType: 'last_month' | 'last_30_days' | 'last_7_days';
  /** Real-time dashboards show only live widgets. */
  realTime?: boolean;
}

/** The sample client every sample template reports on. */
const SAMPLE_CLIENT = 'acme-shoes';

type DemoWidgetSpec = TemplateWidgetSpec & { dataset: 'web' | 'ads' | 'seo' | 'social' | 'ecommerce' };

/** One interactive widget on the sample-data source. */
const demoWidget = (sourceId: number, order: number, { dataset, ...spec }: DemoWidgetSpec): Widget =>
  templateWidget({ type: 'demo', id: sourceId, config: { property: SAMPLE_CLIENT, dataset } }, order, spec);

/** A monthly client report that uses every display format, as an agency would send it. */
function monthlyReport({ id: sourceId }: { id: number }): Widget[] {
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
function realTimeBoard({ id: sourceId }: { id: number }): Widget[] {
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
  ...SOURCE_TEMPLATES,
];

export const findTemplate = (id: string | undefined) => DASHBOARD_TEMPLATES.find((template) => template.id === id);
