import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/**
 * Campaign figures add up over the campaigns sent in the range; rates are
 * derived from them per row and for the total (connectors/components), as
 * Mailchimp defines them: over the emails delivered (sent less bounced).
 * Audience figures come from the audience's monthly growth history.
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'campaigns', label: 'Campaigns sent', format: 'number', aggregation: 'sum' },
  { name: 'emailsSent', label: 'Emails sent', format: 'number', aggregation: 'sum' },
  { name: 'delivered', label: 'Emails delivered', format: 'number', aggregation: 'sum' },
  { name: 'opens', label: 'Opens', format: 'number', aggregation: 'sum' },
  { name: 'uniqueOpens', label: 'Unique opens', format: 'number', aggregation: 'sum' },
  { name: 'openRate', label: 'Open rate', format: 'percent', aggregation: 'average' },
  { name: 'clicks', label: 'Clicks', format: 'number', aggregation: 'sum' },
  { name: 'uniqueClicks', label: 'Unique clicks (subscribers who clicked)', format: 'number', aggregation: 'sum' },
  { name: 'clickRate', label: 'Click rate', format: 'percent', aggregation: 'average' },
  { name: 'clickToOpenRate', label: 'Click-to-open rate', format: 'percent', aggregation: 'average' },
  { name: 'bounces', label: 'Bounces', format: 'number', aggregation: 'sum' },
  { name: 'bounceRate', label: 'Bounce rate', format: 'percent', aggregation: 'average', inverted: true },
  { name: 'unsubscribes', label: 'Unsubscribes', format: 'number', aggregation: 'sum' },
  { name: 'unsubscribeRate', label: 'Unsubscribe rate', format: 'percent', aggregation: 'average', inverted: true },
  // Monthly figures: a range counts the whole months it touches.
  { name: 'audienceSize', label: 'Audience members (at the last month of the range)', format: 'number', aggregation: 'average' },
  { name: 'newMembers', label: 'New audience members (opt-ins and imports, whole months)', format: 'number', aggregation: 'sum' },
];

/** The audience metrics: monthly, so shown without a dimension. */
export const AUDIENCE_METRICS = new Set(['audienceSize', 'newMembers']);

export const DIMENSIONS = [
  { name: 'date', label: 'Send date' },
  { name: 'campaign', label: 'Campaign' },
];

export const mailchimpCatalogue: SourceCatalogue = {
  type: 'mailchimp',
  parameters: [
    { name: 'property', label: 'Audience', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
