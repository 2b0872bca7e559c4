import type { MetricDefinition, SourceCatalogue } from '@pulseboard/shared/contracts';
import { DATASETS } from './datasets/index.js';

/**
 * What a widget on sample data can ask for. The dataset (metric group) comes
 * first, as in a real tool one picks the product before its metrics: the
 * metric and dimension lists then depend on it. The client (property) is
 * global: the dashboard of one client shows that client everywhere.
 */

const metric = (name: string, label: string, format: MetricDefinition['format'], aggregation: MetricDefinition['aggregation'] = 'sum', inverted?: boolean): MetricDefinition => ({
  name,
  label,
  format,
  aggregation,
  ...(inverted ? { inverted } : {}),
});

/**
 * Every metric once (web and ads both count "conversions"). Ratios and levels
 * (rates, positions, followers) are averaged across rows; counts are summed.
 */
export const DEMO_METRICS: readonly MetricDefinition[] = [
  metric('sessions', 'Sessions', 'number'),
  metric('totalUsers', 'Users', 'number'),
  metric('newUsers', 'New users', 'number'),
  metric('activeUsers', 'Active users', 'number'),
  metric('screenPageViews', 'Views', 'number'),
  metric('bounceRate', 'Bounce rate', 'percent', 'average'),
  metric('averageSessionDuration', 'Average session duration', 'time_s', 'average'),
  metric('conversions', 'Conversions', 'number'),
  metric('impressions', 'Impressions', 'number'),
  metric('clicks', 'Clicks', 'number'),
  metric('ctr', 'CTR', 'percent', 'average'),
  metric('cost', 'Cost', 'money'),
  metric('cpc', 'CPC', 'money', 'average'),
  metric('roas', 'ROAS', 'average', 'average'),
  metric('followers', 'Followers', 'number', 'average'),
  metric('reach', 'Reach', 'number'),
  metric('engagement', 'Engagement', 'number'),
  metric('engagementRate', 'Engagement rate', 'percent', 'average'),
  metric('organicClicks', 'Organic clicks', 'number'),
  metric('organicImpressions', 'Organic impressions', 'number'),
  metric('averagePosition', 'Average position', 'average', 'average', true),
  metric('backlinks', 'Backlinks', 'number', 'average'),
  metric('domainRating', 'Domain rating', 'average', 'average'),
  metric('orders', 'Orders', 'number'),
  metric('revenue', 'Revenue', 'money'),
  metric('averageOrderValue', 'Average order value', 'money', 'average'),
];

export const DEMO_DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'channel', label: 'Channel' },
  { name: 'campaign', label: 'Campaign' },
  { name: 'country', label: 'Country' },
  { name: 'device', label: 'Device' },
  { name: 'page', label: 'Page' },
  { name: 'query', label: 'Search query' },
  { name: 'minutesAgo', label: 'Minutes ago' },
] as const;

export const demoCatalogue: SourceCatalogue = {
  type: 'demo',
  parameters: [
    { name: 'property', label: 'Client', input: 'select', required: true, scope: 'global', remote: true },
    {
      name: 'dataset',
      label: 'Data',
      input: 'select',
      required: true,
      scope: 'widget',
      options: DATASETS.map((dataset) => ({ value: dataset.id, label: dataset.label })),
    },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', remote: true, dependsOn: 'dataset' },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'dataset' },
  ],
  metrics: [...DEMO_METRICS],
  dimensions: DEMO_DIMENSIONS.map((dimension) => ({ ...dimension })),
  realTime: true,
};
