import { z } from 'zod';
import { addDays, wallClockOf, zonedTimeToInstant } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import { ratio } from '../components.js';

/** A campaign report (/3.0/reports), the fields the connector reads. */
export const reportSchema = z.object({
  id: z.string(),
  campaign_title: z.string().default(''),
  list_id: z.string().default(''),
  send_time: z.string(),
  emails_sent: z.number().default(0),
  unsubscribed: z.number().default(0),
  bounces: z
    .object({ hard_bounces: z.number().default(0), soft_bounces: z.number().default(0), syntax_errors: z.number().default(0) })
    .partial()
    .default({}),
  opens: z
    .object({ opens_total: z.number().default(0), unique_opens: z.number().default(0) })
    .partial()
    .default({}),
  clicks: z
    .object({ clicks_total: z.number().default(0), unique_clicks: z.number().default(0), unique_subscriber_clicks: z.number().optional() })
    .partial()
    .default({}),
});
export type CampaignReport = z.infer<typeof reportSchema>;

export const REPORT_FIELDS = [
  'reports.id',
  'reports.campaign_title',
  'reports.list_id',
  'reports.send_time',
  'reports.emails_sent',
  'reports.unsubscribed',
  'reports.bounces',
  'reports.opens.opens_total',
  'reports.opens.unique_opens',
  'reports.clicks.clicks_total',
  'reports.clicks.unique_clicks',
  'reports.clicks.unique_subscriber_clicks',
  'total_items',
].join(',');

/** Mailchimp's send times in the form its docs give (2024-01-01T00:00:00+00:00). */
const sendTime = (instant: Date) => `${instant.toISOString().slice(0, 19)}+00:00`;

/** since_send_time and before_send_time: from the range's first midnight to the one after its last day, in the dashboard's time zone. */
export function sendTimeWindow(range: DateRange, timezone: string): Record<string, string> {
  return {
    since_send_time: sendTime(zonedTimeToInstant(range.startDate, 0, 0, timezone)),
    before_send_time: sendTime(zonedTimeToInstant(addDays(range.endDate, 1), 0, 0, timezone)),
  };
}

/** The day a campaign went out, in the dashboard's time zone. */
export const sendDayOf = (report: CampaignReport, timezone: string) => wallClockOf(new Date(report.send_time), timezone).day;

export type CampaignComponents = {
  campaigns: number;
  emailsSent: number;
  bounces: number;
  opens: number;
  uniqueOpens: number;
  clicks: number;
  uniqueClicks: number;
  unsubscribes: number;
};
export const NO_CAMPAIGNS: CampaignComponents = { campaigns: 0, emailsSent: 0, bounces: 0, opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0, unsubscribes: 0 };

export const componentsOf = (report: CampaignReport): CampaignComponents => ({
  campaigns: 1,
  emailsSent: report.emails_sent,
  bounces: (report.bounces.hard_bounces ?? 0) + (report.bounces.soft_bounces ?? 0) + (report.bounces.syntax_errors ?? 0),
  opens: report.opens.opens_total ?? 0,
  uniqueOpens: report.opens.unique_opens ?? 0,
  clicks: report.clicks.clicks_total ?? 0,
  // Mailchimp's click rate counts subscribers who clicked (unique_subscriber_clicks); unique_clicks counts each link once per subscriber.
  uniqueClicks: report.clicks.unique_subscriber_clicks ?? report.clicks.unique_clicks ?? 0,
  unsubscribes: report.unsubscribed,
});

/**
 * Rates as Mailchimp defines them: open rate = unique opens / (emails sent −
 * bounces), click rate = subscribers who clicked / (emails sent − bounces),
 * so a range's rate is over all its campaigns' deliveries, not a mean of
 * their rates. Click-to-open is clickers over openers; bounce rate is over
 * the emails sent.
 */
export const deriveCampaigns = (c: CampaignComponents) => {
  const delivered = Math.max(0, c.emailsSent - c.bounces);
  return {
    ...c,
    delivered,
    openRate: ratio(c.uniqueOpens, delivered, 100),
    clickRate: ratio(c.uniqueClicks, delivered, 100),
    clickToOpenRate: ratio(c.uniqueClicks, c.uniqueOpens, 100),
    bounceRate: ratio(c.bounces, c.emailsSent, 100),
    unsubscribeRate: ratio(c.unsubscribes, delivered, 100),
  };
};
