import { createHash } from 'node:crypto';
import { addDays, endOfMonth } from '@pulseboard/shared/dates';
import { dayIndex, daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter, unit } from '../../connectors/demo/random.js';
import type { MailchimpList } from './fixtures.js';

/** The day the fixtures' member counts are for. */
const BASE_DAY = '2026-01-01';
const DAYS_A_MONTH = 30.44;

/** An audience's subscribed members at the end of a day: growing by its monthly rate from the base day, none before it was created. */
export function membersOn(list: MailchimpList, day: string): number {
  if (day < list.createdOn) return 0;
  return Math.round(list.members * (1 + list.monthlyGrowth) ** ((dayIndex(day) - dayIndex(BASE_DAY)) / DAYS_A_MONTH));
}

/** A report of /3.0/reports, in Mailchimp's shape. */
interface CampaignReport {
  id: string;
  campaign_title: string;
  type: 'regular';
  list_id: string;
  list_name: string;
  subject_line: string;
  emails_sent: number;
  abuse_reports: number;
  unsubscribed: number;
  send_time: string;
  bounces: { hard_bounces: number; soft_bounces: number; syntax_errors: number };
  opens: { opens_total: number; unique_opens: number; open_rate: number; last_open: string };
  clicks: { clicks_total: number; unique_clicks: number; unique_subscriber_clicks: number; click_rate: number; last_click: string };
}

/** Mailchimp's campaign ids: ten hexadecimal digits. */
const campaignId = (listId: string, day: string) => createHash('sha256').update(`${listId}|${day}`).digest('hex').slice(0, 10);

/** The campaign an audience was sent on a day of its schedule, deterministic for any day. */
function campaignOn(listId: string, list: MailchimpList, day: string, index: number): CampaignReport {
  const seed = `${listId}|${day}`;
  const emailsSent = count(membersOn(list, day) * (0.96 + 0.035 * unit(`${seed}|reach`)), `${seed}|sent`);
  const bounced = emailsSent * list.bounceRate * jitter(`${seed}|bounce`, 0.3);
  const hard = count(bounced * 0.3, `${seed}|hard`);
  const soft = count(bounced * 0.7, `${seed}|soft`);
  const delivered = emailsSent - hard - soft;
  const uniqueOpens = count(delivered * list.openRate * jitter(`${seed}|open`, 0.1), `${seed}|opens`);
  const clickers = count(uniqueOpens * list.clickToOpenRate * jitter(`${seed}|click`, 0.2), `${seed}|clickers`);
  const uniqueClicks = count(clickers * 1.3, `${seed}|unique-clicks`);
  const theme = list.themes[index % list.themes.length] ?? 'News';
  const sendTime = `${day}T${String(list.sendHourUtc).padStart(2, '0')}:00:00+00:00`;
  const later = `${addDays(day, 3)}T09:12:00+00:00`;
  return {
    id: campaignId(listId, day),
    campaign_title: `${theme} ${day}`,
    type: 'regular',
    list_id: listId,
    list_name: list.name,
    subject_line: theme,
    emails_sent: emailsSent,
    abuse_reports: count(delivered * 0.00002, `${seed}|abuse`),
    unsubscribed: count(delivered * list.unsubscribeRate * jitter(`${seed}|unsubscribe`, 0.3), `${seed}|unsubscribed`),
    send_time: sendTime,
    bounces: { hard_bounces: hard, soft_bounces: soft, syntax_errors: 0 },
    opens: {
      opens_total: count(uniqueOpens * 1.6 * jitter(`${seed}|reopen`, 0.1), `${seed}|opens-total`),
      unique_opens: uniqueOpens,
      open_rate: delivered ? uniqueOpens / delivered : 0,
      last_open: later,
    },
    clicks: {
      clicks_total: count(uniqueClicks * 1.4, `${seed}|clicks-total`),
      unique_clicks: uniqueClicks,
      unique_subscriber_clicks: clickers,
      click_rate: delivered ? clickers / delivered : 0,
      last_click: later,
    },
  };
}

/** The campaigns an audience was sent from one day to another (both included), by its weekly schedule. */
export function campaignsBetween(listId: string, list: MailchimpList, since: string, until: string): CampaignReport[] {
  const first = since < list.createdOn ? list.createdOn : since;
  return daysBetween(first, until)
    .filter((day) => list.sendWeekdays.includes(day.weekday))
    .map((day) => campaignOn(listId, list, day.iso, day.index));
}

/** One month of /3.0/lists/{id}/growth-history, in Mailchimp's shape. */
export function growthMonth(listId: string, list: MailchimpList, month: string) {
  const seed = `${listId}|${month}`;
  const existing = membersOn(list, endOfMonth(`${month}-01`));
  const before = membersOn(list, addDays(`${month}-01`, -1));
  const unsubscribed = count(existing * list.unsubscribeRate * 3.2, `${seed}|unsubscribed`);
  const cleaned = count(existing * list.bounceRate * 0.4, `${seed}|cleaned`);
  // Now and then a list of contacts is imported; the rest opted in through forms.
  const imports = unit(`${seed}|import`) < 0.25 ? count(existing * 0.01 * jitter(`${seed}|imported`, 0.4), `${seed}|imports`) : 0;
  const optins = Math.max(0, existing - before + unsubscribed + cleaned - imports);
  return {
    list_id: listId,
    month,
    existing,
    imports,
    optins,
    subscribed: existing,
    unsubscribed,
    reconfirm: 0,
    cleaned,
    pending: count(optins * 0.03, `${seed}|pending`),
    deleted: 0,
    transactional: 0,
  };
}
