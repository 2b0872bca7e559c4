import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/** List the Pages the user manages and read their insights. */
export const FACEBOOK_PAGES_SCOPES = ['pages_show_list', 'pages_read_engagement', 'read_insights'];

/** Each metric and the Page insights metric it is read from (the 2025-26 ones: page_impressions and page_fans are retired). */
export const PAGE_METRIC_SOURCES: Record<string, string> = {
  views: 'page_media_view',
  viewers: 'page_total_media_view_unique',
  engagements: 'page_post_engagements',
  newFollows: 'page_daily_follows_unique',
  unfollows: 'page_daily_unfollows_unique',
  followers: 'page_follows',
  videoViews: 'page_video_views',
};

const METRICS: SourceCatalogue['metrics'] = [
  { name: 'views', label: 'Views', format: 'number', aggregation: 'sum' },
  // Meta gives viewers per day only: a range's figure adds the days up, counting a returning viewer once a day.
  { name: 'viewers', label: 'Viewers (daily, added up)', format: 'number', aggregation: 'sum' },
  { name: 'engagements', label: 'Post engagements', format: 'number', aggregation: 'sum' },
  { name: 'engagementRate', label: 'Engagement rate (engagements / views)', format: 'percent', aggregation: 'average' },
  { name: 'newFollows', label: 'New follows', format: 'number', aggregation: 'sum' },
  { name: 'unfollows', label: 'Unfollows', format: 'number', aggregation: 'sum', inverted: true },
  { name: 'netFollows', label: 'Net follows', format: 'number', aggregation: 'sum' },
  // A count on each day: the range's figure is its last day's.
  { name: 'followers', label: 'Followers', format: 'number', aggregation: 'average' },
  { name: 'videoViews', label: 'Video views', format: 'number', aggregation: 'sum' },
];

export const DIMENSIONS = [{ name: 'date', label: 'Date' }];

export const facebookPagesCatalogue: SourceCatalogue = {
  type: 'facebook_social',
  parameters: [
    { name: 'property', label: 'Page', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
