import users from './fixtures/users.json' with { type: 'json' };
import advertisers from './fixtures/advertisers.json' with { type: 'json' };
import type { FakeUser } from '../fake-grants.js';

/** The recorded fixtures of the TikTok fakes, typed. */

export interface TikTokUser extends FakeUser {
  /** Advertiser accounts the user can grant an app. */
  advertisers: string[];
}

export interface TikTokAdGroup {
  id: string;
  name: string;
  /** Its part of the campaign's spend. */
  share: number;
}

/** A campaign and how it performs, per day of its advertiser's spend. */
export interface TikTokCampaign {
  id: string;
  name: string;
  /** ENABLE, or DISABLE once paused. */
  status: 'ENABLE' | 'DISABLE';
  objective: string;
  share: number;
  /** Cost per thousand impressions, in the advertiser's currency. */
  cpm: number;
  ctr: number;
  /** Conversions per click. */
  conversionRate: number;
  /** Video plays per impression. */
  playRate: number;
  adgroups: TikTokAdGroup[];
}

export interface TikTokAdvertiser {
  name: string;
  currency: string;
  timezone: string;
  status: string;
  dailySpend: number;
  yearlyGrowth: number;
  campaigns: TikTokCampaign[];
}

export const TIKTOK_USERS = users.users as TikTokUser[];
/** Looked up by ids from requests: without a prototype, `__proto__` or `constructor` finds nothing. */
export const TIKTOK_ADVERTISERS = Object.assign(Object.create(null) as Record<string, TikTokAdvertiser>, advertisers as Record<string, TikTokAdvertiser>);
