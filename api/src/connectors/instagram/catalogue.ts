import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/** Facebook Login for Instagram business accounts: the Pages they are linked to, their profile, media and insights. */
export const INSTAGRAM_SCOPES = ['instagram_basic', 'instagram_manage_insights', 'pages_show_list', 'pages_read_engagement'];

/** Account metrics Meta totals over a range itself (metric_type=total_value), with their insights names. */
export const TOTAL_METRICS: Record<string, string> = {
  reach: 'reach',
  views: 'views',
  accountsEngaged: 'accounts_engaged',
  interactions: 'total_interactions',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
  saves: 'saves',
};
/** Account metrics Meta also gives per day. */
export const SERIES_METRICS: Record<string, string> = { reach: 'reach', newFollowers: 'follower_count' };
/** Metrics of the posts published in the range (the media edge). */
export const POST_METRICS = ['posts', 'postLikes', 'postComments'];

const METRICS: SourceCatalogue['metrics'] = [
  { name: 'reach', label: 'Accounts reached', format: 'number', aggregation: 'sum' },
  { name: 'views', label: 'Views', format: 'number', aggregation: 'sum' },
  { name: 'accountsEngaged', label: 'Accounts engaged', format: 'number', aggregation: 'sum' },
  { name: 'interactions', label: 'Content interactions', format: 'number', aggregation: 'sum' },
  { name: 'engagementRate', label: 'Engagement rate (interactions / reach)', format: 'percent', aggregation: 'average' },
  { name: 'likes', label: 'Likes', format: 'number', aggregation: 'sum' },
  { name: 'comments', label: 'Comments', format: 'number', aggregation: 'sum' },
  { name: 'shares', label: 'Shares', format: 'number', aggregation: 'sum' },
  { name: 'saves', label: 'Saves', format: 'number', aggregation: 'sum' },
  { name: 'newFollowers', label: 'New followers (net)', format: 'number', aggregation: 'sum' },
  // Today's count: shown without a dimension.
  { name: 'followers', label: 'Followers', format: 'number', aggregation: 'average' },
  { name: 'posts', label: 'Posts published', format: 'number', aggregation: 'sum' },
  { name: 'postLikes', label: 'Likes on posts', format: 'number', aggregation: 'sum' },
  { name: 'postComments', label: 'Comments on posts', format: 'number', aggregation: 'sum' },
];

export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'post', label: 'Post' },
];

export const instagramCatalogue: SourceCatalogue = {
  type: 'instagram',
  parameters: [
    { name: 'property', label: 'Instagram account', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
