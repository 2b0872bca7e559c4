import type { MetricDefinition, SourceCatalogue } from '@pulseboard/shared/contracts';
import { metricAggregation, metricFormat } from './metric-format.js';

export const ANALYTICS_SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';

/**
 * The standard GA4 metrics a widget form offers with their formats ([apiName,
 * label, GA4 type]); the option lists come from the property's own metadata,
 * so custom metrics can be picked too (they show as plain numbers).
 */
const STANDARD_METRICS: Array<[string, string, string]> = [
  ['activeUsers', 'Active users', 'TYPE_INTEGER'],
  ['totalUsers', 'Total users', 'TYPE_INTEGER'],
  ['newUsers', 'New users', 'TYPE_INTEGER'],
  ['sessions', 'Sessions', 'TYPE_INTEGER'],
  ['engagedSessions', 'Engaged sessions', 'TYPE_INTEGER'],
  ['engagementRate', 'Engagement rate', 'TYPE_FLOAT'],
  ['bounceRate', 'Bounce rate', 'TYPE_FLOAT'],
  ['averageSessionDuration', 'Average session duration', 'TYPE_SECONDS'],
  ['userEngagementDuration', 'User engagement', 'TYPE_SECONDS'],
  ['sessionsPerUser', 'Sessions per user', 'TYPE_FLOAT'],
  ['screenPageViews', 'Views', 'TYPE_INTEGER'],
  ['screenPageViewsPerSession', 'Views per session', 'TYPE_FLOAT'],
  ['screenPageViewsPerUser', 'Views per user', 'TYPE_FLOAT'],
  ['eventCount', 'Event count', 'TYPE_INTEGER'],
  ['eventsPerSession', 'Events per session', 'TYPE_FLOAT'],
  ['keyEvents', 'Key events', 'TYPE_FLOAT'],
  ['sessionKeyEventRate', 'Session key event rate', 'TYPE_FLOAT'],
  ['userKeyEventRate', 'User key event rate', 'TYPE_FLOAT'],
  ['transactions', 'Transactions', 'TYPE_INTEGER'],
  ['totalPurchasers', 'Total purchasers', 'TYPE_INTEGER'],
  ['purchaseRevenue', 'Purchase revenue', 'TYPE_CURRENCY'],
  ['totalRevenue', 'Total revenue', 'TYPE_CURRENCY'],
  ['averagePurchaseRevenue', 'Average purchase revenue', 'TYPE_CURRENCY'],
];

const STANDARD_DIMENSIONS: Array<[string, string]> = [
  ['date', 'Date'],
  ['country', 'Country'],
  ['city', 'City'],
  ['deviceCategory', 'Device category'],
  ['operatingSystem', 'Operating system'],
  ['browser', 'Browser'],
  ['language', 'Language'],
  ['newVsReturning', 'New / returning'],
  ['sessionDefaultChannelGroup', 'Session default channel group'],
  ['sessionSource', 'Session source'],
  ['sessionMedium', 'Session medium'],
  ['sessionSourceMedium', 'Session source / medium'],
  ['sessionCampaignName', 'Session campaign'],
  ['landingPage', 'Landing page'],
  ['pagePath', 'Page path'],
  ['pageTitle', 'Page title'],
];

const metricDefinition = (name: string, label: string, type: string | undefined): MetricDefinition => ({
  name,
  label,
  format: metricFormat(name, type),
  aggregation: metricAggregation(name),
});

export const analyticsCatalogue: SourceCatalogue = {
  type: 'google_analytics',
  parameters: [
    { name: 'property', label: 'Property', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', remote: true, dependsOn: 'property' },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'property' },
    { name: 'filter', label: 'Filter', input: 'text', required: false, scope: 'widget' },
  ],
  metrics: STANDARD_METRICS.map(([name, label, type]) => metricDefinition(name, label, type)),
  dimensions: STANDARD_DIMENSIONS.map(([name, label]) => ({ name, label })),
  realTime: true,
};
