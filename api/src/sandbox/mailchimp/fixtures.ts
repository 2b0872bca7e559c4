import accounts from './fixtures/accounts.json' with { type: 'json' };
import type { FakeUser } from '../fake-grants.js';

/** The recorded fixtures of the Mailchimp fakes, typed. */

/** A Mailchimp login and the one account it opens. */
export interface MailchimpUser extends FakeUser {
  accountname: string;
  /** The data centre the account's data lives in. */
  dc: string;
  lists: string[];
}

/** An audience and how its campaigns do. */
export interface MailchimpList {
  name: string;
  createdOn: string;
  /** Members on 2026-01-01, the day the model counts from. */
  members: number;
  monthlyGrowth: number;
  /** Days of the week a campaign goes out (0 Sunday ... 6 Saturday), at this UTC hour. */
  sendWeekdays: number[];
  sendHourUtc: number;
  /** Unique opens per delivered email. */
  openRate: number;
  /** Subscribers who clicked per subscriber who opened. */
  clickToOpenRate: number;
  bounceRate: number;
  unsubscribeRate: number;
  /** The campaigns' subjects, in turn. */
  themes: string[];
}

export const MAILCHIMP_USERS = accounts.users as MailchimpUser[];
/** Looked up by ids from requests: without a prototype, `__proto__` or `constructor` finds nothing. */
export const MAILCHIMP_LISTS = Object.assign(Object.create(null) as Record<string, MailchimpList>, accounts.lists as Record<string, MailchimpList>);
