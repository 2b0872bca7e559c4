import users from './fixtures/users.json' with { type: 'json' };
import adAccounts from './fixtures/ad-accounts.json' with { type: 'json' };
import pages from './fixtures/pages.json' with { type: 'json' };

/** The recorded fixtures of the Meta fakes, typed. */

export interface MetaUser {
  /** The app-scoped Facebook user id. */
  id: string;
  name: string;
  email: string;
  /** Ad account ids (without the act_ prefix) the user can read. */
  adAccounts: string[];
  /** Pages the user has a role on. */
  pages: string[];
}

/** A campaign and how it performs: shares, rates and values per day of the account's spend. */
export interface MetaCampaign {
  id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED';
  objective: string;
  share: number;
  /** Cost per thousand impressions, in the account's currency. */
  cpm: number;
  ctr: number;
  /** Link clicks among all clicks. */
  linkShare: number;
  /** Purchases per link click. */
  conversionRate: number;
  orderValue: number;
  /** Impressions per person reached in a day. */
  frequency: number;
  /** Impressions served on Instagram (the rest on Facebook). */
  instagramShare: number;
}

export interface MetaAdAccount {
  name: string;
  currency: string;
  timezone_name: string;
  account_status: number;
  business: { id: string; name: string };
  dailySpend: number;
  yearlyGrowth: number;
  campaigns: MetaCampaign[];
}

export interface InstagramAccount {
  id: string;
  username: string;
  name: string;
  followers: number;
  dailyReach: number;
  viewsPerReach: number;
  engagedShare: number;
  interactionsPerEngaged: number;
  dailyFollows: number;
  unfollowShare: number;
  /** A post every this many days. */
  postEvery: number;
  captions: string[];
}

export interface MetaPage {
  name: string;
  category: string;
  followers: number;
  dailyViews: number;
  viewsPerViewer: number;
  engagementRate: number;
  dailyFollows: number;
  unfollowShare: number;
  videoShare: number;
  yearlyGrowth: number;
  instagram?: InstagramAccount;
}

export const META_USERS = users.users as MetaUser[];
export const META_AD_ACCOUNTS = adAccounts as unknown as Record<string, MetaAdAccount>;
export const META_PAGES = pages as unknown as Record<string, MetaPage>;

/** The Page an Instagram business account is linked to. */
export function pageOfInstagram(instagramId: string): [string, MetaPage] | undefined {
  return Object.entries(META_PAGES).find(([, page]) => page.instagram?.id === instagramId);
}
