import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/** Read the member's ad accounts and their campaigns (r_ads), and their reporting (r_ads_reporting). */
export const LINKEDIN_ADS_SCOPES = ['r_ads', 'r_ads_reporting'];

/**
 * Counts and money add up; rates and per-unit costs are derived from them per
 * row and for the total (connectors/components).
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'cost', label: 'Amount spent', format: 'money', aggregation: 'sum' },
  { name: 'impressions', label: 'Impressions', format: 'number', aggregation: 'sum' },
  { name: 'clicks', label: 'Clicks', format: 'number', aggregation: 'sum' },
  { name: 'ctr', label: 'CTR', format: 'percent', aggregation: 'average' },
  { name: 'cpc', label: 'CPC', format: 'money', aggregation: 'average', inverted: true },
  { name: 'cpm', label: 'CPM', format: 'money', aggregation: 'average', inverted: true },
  { name: 'conversions', label: 'Conversions (website)', format: 'number', aggregation: 'sum' },
  { name: 'costPerConversion', label: 'Cost per conversion', format: 'money', aggregation: 'average', inverted: true },
  { name: 'leads', label: 'Leads (Lead Gen Forms)', format: 'number', aggregation: 'sum' },
  { name: 'costPerLead', label: 'Cost per lead', format: 'money', aggregation: 'average', inverted: true },
  { name: 'engagements', label: 'Engagements', format: 'number', aggregation: 'sum' },
];

export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'campaign', label: 'Campaign' },
  { name: 'campaignGroup', label: 'Campaign group' },
];

export const linkedInAdsCatalogue: SourceCatalogue = {
  type: 'linkedin',
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
