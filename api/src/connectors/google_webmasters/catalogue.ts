import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

export const WEBMASTERS_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

/** Search Console's fixed lists (connectors.md §2). */
export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'query', label: 'Query' },
  { name: 'page', label: 'Page' },
  { name: 'country', label: 'Country' },
  { name: 'device', label: 'Device' },
  { name: 'searchAppearance', label: 'Search appearance' },
];

const SEARCH_TYPES = [
  { value: 'web', label: 'Web' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
  { value: 'news', label: 'News' },
  { value: 'discover', label: 'Discover' },
  { value: 'googleNews', label: 'Google News' },
];

const DATA_STATES = [
  { value: 'final', label: 'Final data only' },
  { value: 'all', label: 'Include fresh data' },
];

/**
 * clicks and impressions add up; ctr (in percentage points) and the average
 * position are ratios: the connector totals them from clicks, impressions and
 * impression-weighted positions. `average` is how a merged row that lacks
 * them is read (unknown, not 0), and a lower position is better.
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'clicks', label: 'Clicks', format: 'number', aggregation: 'sum' },
  { name: 'impressions', label: 'Impressions', format: 'number', aggregation: 'sum' },
  { name: 'ctr', label: 'CTR', format: 'percent', aggregation: 'average' },
  { name: 'position', label: 'Average position', format: 'average', aggregation: 'average', inverted: true },
];

export const searchConsoleCatalogue: SourceCatalogue = {
  type: 'google_webmasters',
  parameters: [
    { name: 'property', label: 'Site', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
    { name: 'type', label: 'Search type', input: 'select', required: false, scope: 'widget', options: SEARCH_TYPES },
    { name: 'dataState', label: 'Data', input: 'select', required: false, scope: 'widget', options: DATA_STATES },
    { name: 'filter', label: 'Filter', input: 'text', required: false, scope: 'widget' },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
