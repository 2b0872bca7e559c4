import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/**
 * Counts and money add up; rates and costs per result are derived from them
 * per row and for the total (connectors/components). Reach counts people
 * once: its total is TikTok's own over the range.
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'spend', label: 'Cost', format: 'money', aggregation: 'sum' },
  { name: 'impressions', label: 'Impressions', format: 'number', aggregation: 'sum' },
  { name: 'reach', label: 'Reach', format: 'number', aggregation: 'sum' },
  { name: 'clicks', label: 'Clicks (destination)', format: 'number', aggregation: 'sum' },
  { name: 'ctr', label: 'CTR', format: 'percent', aggregation: 'average' },
  { name: 'cpc', label: 'CPC', format: 'money', aggregation: 'average', inverted: true },
  { name: 'cpm', label: 'CPM', format: 'money', aggregation: 'average', inverted: true },
  { name: 'conversions', label: 'Conversions', format: 'number', aggregation: 'sum' },
  { name: 'conversionRate', label: 'Conversion rate (conversions / clicks)', format: 'percent', aggregation: 'average' },
  { name: 'costPerConversion', label: 'Cost per conversion', format: 'money', aggregation: 'average', inverted: true },
  { name: 'videoViews', label: 'Video views', format: 'number', aggregation: 'sum' },
  { name: 'videoViews2s', label: '2-second video views', format: 'number', aggregation: 'sum' },
  { name: 'videoViews6s', label: '6-second video views', format: 'number', aggregation: 'sum' },
  { name: 'videoCompletions', label: 'Video views at 100%', format: 'number', aggregation: 'sum' },
  { name: 'likes', label: 'Likes', format: 'number', aggregation: 'sum' },
  { name: 'comments', label: 'Comments', format: 'number', aggregation: 'sum' },
  { name: 'shares', label: 'Shares', format: 'number', aggregation: 'sum' },
  { name: 'follows', label: 'Follows', format: 'number', aggregation: 'sum' },
];

export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'campaign', label: 'Campaign' },
  { name: 'adgroup', label: 'Ad group' },
];

export const tikTokCatalogue: SourceCatalogue = {
  type: 'tiktok',
  parameters: [
    { name: 'property', label: 'Advertiser account', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'campaign', label: 'Campaign', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'property' },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
