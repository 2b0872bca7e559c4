import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

export const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** The performance API's daily metrics the connector reads (connectors.md §4). */
export const VIEW_METRICS = ['BUSINESS_IMPRESSIONS_DESKTOP_SEARCH', 'BUSINESS_IMPRESSIONS_MOBILE_SEARCH', 'BUSINESS_IMPRESSIONS_DESKTOP_MAPS', 'BUSINESS_IMPRESSIONS_MOBILE_MAPS'] as const;
export const ACTION_METRICS = ['BUSINESS_DIRECTION_REQUESTS', 'CALL_CLICKS', 'WEBSITE_CLICKS', 'BUSINESS_CONVERSATIONS', 'BUSINESS_BOOKINGS'] as const;
export type DailyMetric = (typeof VIEW_METRICS)[number] | (typeof ACTION_METRICS)[number];

/** Each product metric and the daily metrics it is made of. */
export const METRIC_SOURCES: Record<string, readonly DailyMetric[]> = {
  profileViews: VIEW_METRICS,
  searchViews: ['BUSINESS_IMPRESSIONS_DESKTOP_SEARCH', 'BUSINESS_IMPRESSIONS_MOBILE_SEARCH'],
  mapsViews: ['BUSINESS_IMPRESSIONS_DESKTOP_MAPS', 'BUSINESS_IMPRESSIONS_MOBILE_MAPS'],
  directionRequests: ['BUSINESS_DIRECTION_REQUESTS'],
  callClicks: ['CALL_CLICKS'],
  websiteClicks: ['WEBSITE_CLICKS'],
  conversations: ['BUSINESS_CONVERSATIONS'],
  bookings: ['BUSINESS_BOOKINGS'],
  interactions: ACTION_METRICS,
  interactionRate: [...VIEW_METRICS, ...ACTION_METRICS],
};

const METRICS: SourceCatalogue['metrics'] = [
  { name: 'profileViews', label: 'Profile views', format: 'number', aggregation: 'sum' },
  { name: 'searchViews', label: 'Views on Google Search', format: 'number', aggregation: 'sum' },
  { name: 'mapsViews', label: 'Views on Google Maps', format: 'number', aggregation: 'sum' },
  { name: 'directionRequests', label: 'Direction requests', format: 'number', aggregation: 'sum' },
  { name: 'callClicks', label: 'Calls', format: 'number', aggregation: 'sum' },
  { name: 'websiteClicks', label: 'Website clicks', format: 'number', aggregation: 'sum' },
  { name: 'conversations', label: 'Messages', format: 'number', aggregation: 'sum' },
  { name: 'bookings', label: 'Bookings', format: 'number', aggregation: 'sum' },
  { name: 'interactions', label: 'Interactions', format: 'number', aggregation: 'sum' },
  // Interactions over views, totalled from both sums by the connector.
  { name: 'interactionRate', label: 'Interaction rate', format: 'percent', aggregation: 'average' },
];

/** `surface` splits views by where they happened; only view metrics have it. */
export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'surface', label: 'Where the profile was seen' },
];

export const SURFACE_LABELS: Record<(typeof VIEW_METRICS)[number], string> = {
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 'Google Search – desktop',
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 'Google Search – mobile',
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 'Google Maps – desktop',
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 'Google Maps – mobile',
};

export const businessProfileCatalogue: SourceCatalogue = {
  type: 'google_my_business',
  parameters: [
    { name: 'property', label: 'Location', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
