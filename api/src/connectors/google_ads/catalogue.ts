import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

export const ADS_SCOPE = 'https://www.googleapis.com/auth/adwords';

/** The Google Ads API version the connector speaks (and its fake answers); Google supports each for about a year. */
export const GOOGLE_ADS_API_VERSION = 'v26';

/**
 * Counts and money add up; the rates and per-unit costs are derived from
 * them per row and for the total (connectors/components), so `average` only
 * says a merged row lacking them is unknown rather than 0.
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'impressions', label: 'Impressions', format: 'number', aggregation: 'sum' },
  { name: 'clicks', label: 'Clicks', format: 'number', aggregation: 'sum' },
  { name: 'cost', label: 'Cost', format: 'money', aggregation: 'sum' },
  { name: 'ctr', label: 'CTR', format: 'percent', aggregation: 'average' },
  { name: 'averageCpc', label: 'Avg. CPC', format: 'money', aggregation: 'average', inverted: true },
  { name: 'conversions', label: 'Conversions', format: 'number', aggregation: 'sum' },
  { name: 'conversionsValue', label: 'Conversion value', format: 'money', aggregation: 'sum' },
  { name: 'conversionRate', label: 'Conversion rate', format: 'percent', aggregation: 'average' },
  { name: 'costPerConversion', label: 'Cost / conversion', format: 'money', aggregation: 'average', inverted: true },
  { name: 'roas', label: 'ROAS (conversion value / cost)', format: 'average', aggregation: 'average' },
];

export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'campaign', label: 'Campaign' },
  { name: 'adGroup', label: 'Ad group' },
  { name: 'ad', label: 'Ad' },
  { name: 'device', label: 'Device' },
];

export const googleAdsCatalogue: SourceCatalogue = {
  type: 'google_ads',
  parameters: [
    { name: 'property', label: 'Account', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'campaign', label: 'Campaign', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'property' },
    { name: 'adGroup', label: 'Ad group', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'campaign' },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
