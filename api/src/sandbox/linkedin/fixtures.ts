import members from './fixtures/members.json' with { type: 'json' };
import adAccounts from './fixtures/ad-accounts.json' with { type: 'json' };
import organizations from './fixtures/organizations.json' with { type: 'json' };

/** The recorded fixtures of the LinkedIn fakes, typed. */

export interface LinkedInMember {
  /** The member's person id (urn:li:person:<id>). */
  id: string;
  name: string;
  email: string;
  /** Ad accounts the member has a role on. */
  adAccounts: string[];
  /** Organisations the member administers. */
  organizations: string[];
}

/** A campaign and how it performs, per day of its account's spend. */
export interface LinkedInCampaign {
  id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED';
  group: string;
  share: number;
  /** Cost per thousand impressions, in the account's currency. */
  cpm: number;
  ctr: number;
  /** Website conversions per click. */
  conversionRate: number;
  /** Lead form submissions per click. */
  leadRate: number;
  /** Engagements per impression. */
  engagementRate: number;
}

export interface LinkedInAdAccount {
  name: string;
  currency: string;
  status: 'ACTIVE' | 'CANCELED' | 'DRAFT';
  type: string;
  reference: string;
  dailySpend: number;
  yearlyGrowth: number;
  campaignGroups: Array<{ id: string; name: string; status: string }>;
  campaigns: LinkedInCampaign[];
}

export interface LinkedInOrganization {
  localizedName: string;
  vanityName: string;
  /** Followers on the day the model counts from. */
  followers: number;
  dailyImpressions: number;
  uniqueShare: number;
  clickRate: number;
  likeRate: number;
  commentRate: number;
  shareRate: number;
  dailyFollows: number;
  /** Follows that came through ads. */
  paidShare: number;
  yearlyGrowth: number;
}

export const LINKEDIN_MEMBERS = members.members as LinkedInMember[];
/** Looked up by ids from requests: without a prototype, `__proto__` or `constructor` finds nothing. */
const byId = <T>(records: object) => Object.assign(Object.create(null) as Record<string, T>, records);

export const LINKEDIN_AD_ACCOUNTS = byId<LinkedInAdAccount>(adAccounts);
export const LINKEDIN_ORGANIZATIONS = byId<LinkedInOrganization>(organizations);
