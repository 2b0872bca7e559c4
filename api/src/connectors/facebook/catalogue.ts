import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/** Read the ad accounts' insights; business_management lists accounts owned through a Business. */
export const FACEBOOK_ADS_SCOPES = ['ads_read', 'business_management'];

/**
 * Counts and money add up; rates and per-unit costs are derived from them
 * per row and for the total (connectors/components). Reach is people, not
 * impressions: its total over days or campaigns is Meta's own for the range.
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'spend', label: 'Amount spent', format: 'money', aggregation: 'sum' },
  { name: 'impressions', label: 'Impressions', format: 'number', aggregation: 'sum' },
  { name: 'reach', label: 'Reach', format: 'number', aggregation: 'sum' },
  { name: 'frequency', label: 'Frequency', format: 'average', aggregation: 'average' },
  { name: 'clicks', label: 'Clicks (all)', format: 'number', aggregation: 'sum' },
  { name: 'linkClicks', label: 'Link clicks', format: 'number', aggregation: 'sum' },
  { name: 'ctr', label: 'CTR (all)', format: 'percent', aggregation: 'average' },
  { name: 'cpc', label: 'CPC (all)', format: 'money', aggregation: 'average', inverted: true },
  { name: 'cpm', label: 'CPM', format: 'money', aggregation: 'average', inverted: true },
  { name: 'purchases', label: 'Purchases', format: 'number', aggregation: 'sum' },
  { name: 'purchaseValue', label: 'Purchase conversion value', format: 'money', aggregation: 'sum' },
  { name: 'costPerPurchase', label: 'Cost per purchase', format: 'money', aggregation: 'average', inverted: true },
  { name: 'roas', label: 'Purchase ROAS', format: 'average', aggregation: 'average' },
];

export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'campaign', label: 'Campaign' },
  { name: 'platform', label: 'Platform' },
];

export const facebookAdsCatalogue: SourceCatalogue = {
  type: 'facebook',
  parameters: [
    { name: 'property', label: 'Ad account', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'campaign', label: 'Campaign', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'property' },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
