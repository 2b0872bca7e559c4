import users from './fixtures/users.json' with { type: 'json' };
import gaProperties from './fixtures/ga-properties.json' with { type: 'json' };
import gaMetadata from './fixtures/ga-metadata.json' with { type: 'json' };
import gaDimensionValues from './fixtures/ga-dimension-values.json' with { type: 'json' };
import scSites from './fixtures/search-console-sites.json' with { type: 'json' };
import scDimensions from './fixtures/search-console-dimensions.json' with { type: 'json' };
import adsCustomers from './fixtures/ads-customers.json' with { type: 'json' };
import businessAccounts from './fixtures/business-accounts.json' with { type: 'json' };
import spreadsheets from './fixtures/spreadsheets.json' with { type: 'json' };

/** The recorded fixtures of the Google fakes, typed. */

export interface SandboxUser {
  sub: string;
  email: string;
  name: string;
  analyticsAccounts: Array<{ account: string; displayName: string; properties: string[] }>;
  siteEntry: Array<{ siteUrl: string; permissionLevel: string }>;
  /** Google Ads customer ids the user can reach directly (a manager's clients through it). */
  adsCustomers: string[];
  /** Business Profile accounts ("accounts/…") the user manages. */
  businessAccounts: string[];
  /** Drive ids of the spreadsheets shared with the user. */
  spreadsheets: string[];
}

/** [value, weight, engagement factor]: how a dimension splits traffic, and how well each value engages. */
export type WeightedValue = [string, number, number?];

export interface PropertyTraffic {
  dailySessions: number;
  yearlyGrowth: number;
  usersPerSession: number;
  newUserShare: number;
  engagementRate: number;
  viewsPerSession: number;
  eventsPerView: number;
  engagementSeconds: number;
  keyEventRate: number;
  purchaseRate: number;
  orderValue: number;
}

export interface GaProperty {
  displayName: string;
  timeZone: string;
  currencyCode: string;
  createTime: string;
  traffic: PropertyTraffic;
  /** [path, title, weight]. */
  pages: Array<[string, string, number]>;
}

export interface ScSite {
  origin: string;
  dailyImpressions: number;
  yearlyGrowth: number;
  /** [query, weight, typical position]. */
  queries: Array<[string, number, number]>;
  pages: Array<[string, number]>;
}

export const SANDBOX_USERS = users.users as SandboxUser[];
export const GA_PROPERTIES = gaProperties as unknown as Record<string, GaProperty>;
export const GA_METADATA = gaMetadata;
export const GA_DIMENSION_VALUES = gaDimensionValues as unknown as Record<string, WeightedValue[]>;
export const SC_SITES = scSites as unknown as Record<string, ScSite>;
export const SC_DIMENSIONS = scDimensions as unknown as Record<'country' | 'device' | 'searchAppearance' | 'type', WeightedValue[]>;

/** A Google Ads customer account: a manager lists its clients, an advertiser its campaigns and how they perform. */
export interface AdsCustomer {
  descriptiveName: string;
  currencyCode: string;
  timeZone: string;
  manager: boolean;
  clients?: string[];
  dailySpend?: number;
  yearlyGrowth?: number;
  campaigns: AdsCampaign[];
}

export interface AdsCampaign {
  id: string;
  name: string;
  status: 'ENABLED' | 'PAUSED' | 'REMOVED';
  channel: string;
  /** Of the account's daily spend. */
  share: number;
  cpc: number;
  ctr: number;
  conversionRate: number;
  orderValue: number;
  /** Ad groups with their share of the campaign, and ads as [id, name, share of the ad group]. */
  adGroups: Array<{ id: string; name: string; share: number; ads: Array<[string, string, number]> }>;
}

export const ADS_CUSTOMERS = adsCustomers as unknown as Record<string, AdsCustomer>;

/** A Business Profile account and its locations, each with how often it is seen and how often that leads to an action. */
export interface BusinessAccount {
  accountName: string;
  type: string;
  locations: Array<{ name: string; title: string; locality: string; addressLine: string; dailyViews: number; yearlyGrowth: number; actionRate: number }>;
}

export const BUSINESS_ACCOUNTS = businessAccounts as unknown as Record<string, BusinessAccount>;

/**
 * A spreadsheet of the Sheets fake. A sheet has fixed rows, or rows made day
 * by day from `from` to today: a date cell (ISO or US format), an optional
 * text column that splits each day into values with their shares, and number
 * columns with a daily mean (typed as text like "1,234.50" when `textNumbers`,
 * as sheets imported from other tools often are).
 */
export interface SandboxSpreadsheet {
  name: string;
  modifiedTime: string;
  timeZone: string;
  sheets: Array<{
    sheetId: number;
    title: string;
    rows?: Array<Array<string | number>>;
    daily?: {
      from: string;
      dateFormat: 'iso' | 'us';
      textNumbers?: boolean;
      split?: [string, ...Array<[string, number]>];
      columns: Array<[string, number, 'count' | 'money']>;
    };
  }>;
}

export const SPREADSHEETS = spreadsheets as unknown as Record<string, SandboxSpreadsheet>;
