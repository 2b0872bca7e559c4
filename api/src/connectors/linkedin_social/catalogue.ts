import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/** List the organisations the member administers and read their statistics (rw_organization_admin), and their posts' engagement (r_organization_social). */
export const LINKEDIN_PAGES_SCOPES = ['rw_organization_admin', 'r_organization_social'];

const METRICS: SourceCatalogue['metrics'] = [
  { name: 'impressions', label: 'Impressions', format: 'number', aggregation: 'sum' },
  // LinkedIn gives unique impressions per day only: a range's figure adds the days up.
  { name: 'uniqueImpressions', label: 'Unique impressions (daily, added up)', format: 'number', aggregation: 'sum' },
  { name: 'clicks', label: 'Clicks', format: 'number', aggregation: 'sum' },
  { name: 'reactions', label: 'Reactions', format: 'number', aggregation: 'sum' },
  { name: 'comments', label: 'Comments', format: 'number', aggregation: 'sum' },
  { name: 'shares', label: 'Reposts', format: 'number', aggregation: 'sum' },
  { name: 'engagements', label: 'Engagements (clicks, reactions, comments, reposts)', format: 'number', aggregation: 'sum' },
  { name: 'engagementRate', label: 'Engagement rate (engagements / impressions)', format: 'percent', aggregation: 'average' },
  { name: 'organicFollowers', label: 'New followers (organic)', format: 'number', aggregation: 'sum' },
  { name: 'paidFollowers', label: 'New followers (paid)', format: 'number', aggregation: 'sum' },
  { name: 'newFollowers', label: 'New followers', format: 'number', aggregation: 'sum' },
  // A count on each day: the range's figure is its last day's.
  { name: 'followers', label: 'Followers', format: 'number', aggregation: 'average' },
];

export const DIMENSIONS = [{ name: 'date', label: 'Date' }];

export const linkedInPagesCatalogue: SourceCatalogue = {
  type: 'linkedin_social',
  parameters: [
    { name: 'property', label: 'Page', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
