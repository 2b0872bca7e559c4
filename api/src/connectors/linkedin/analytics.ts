import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import { ratio } from '../components.js';
import { restliDate } from '../linkedin_api/restli.js';
import type { RestliParams } from '../linkedin_api/rest-client.js';
import { urnOf } from '../linkedin_api/urns.js';

const dateSchema = z.object({ year: z.number(), month: z.number(), day: z.number() });

/** One adAnalytics element: counts as numbers, the cost as a decimal string in the account's currency. */
export const analyticsElementSchema = z.object({
  pivotValues: z.array(z.string()).default([]),
  dateRange: z.object({ start: dateSchema, end: dateSchema }).optional(),
  impressions: z.number().default(0),
  clicks: z.number().default(0),
  costInLocalCurrency: z.coerce.number().default(0),
  externalWebsiteConversions: z.number().default(0),
  oneClickLeads: z.number().default(0),
  totalEngagements: z.number().default(0),
});
export type AnalyticsElement = z.infer<typeof analyticsElementSchema>;

export const ANALYTICS_FIELDS = ['dateRange', 'pivotValues', 'impressions', 'clicks', 'costInLocalCurrency', 'externalWebsiteConversions', 'oneClickLeads', 'totalEngagements'];

/** What LinkedIn groups the rows by for each dimension: the account as a whole unless the rows are campaigns or groups. */
const PIVOTS: Record<string, string> = { campaign: 'CAMPAIGN', campaignGroup: 'CAMPAIGN_GROUP' };

/** The adAnalytics finder's parameters for a widget: daily rows for the date dimension, else one per pivot value over the range. */
export function analyticsParams(accountId: string, range: DateRange, dimension: string | null, campaignId?: string): RestliParams {
  return {
    q: 'analytics',
    pivot: PIVOTS[dimension ?? ''] ?? 'ACCOUNT',
    timeGranularity: dimension === 'date' ? 'DAILY' : 'ALL',
    dateRange: { start: restliDate(range.startDate), end: restliDate(range.endDate) },
    accounts: [urnOf('account', accountId)],
    ...(campaignId ? { campaigns: [urnOf('campaign', campaignId)] } : {}),
  };
}

/** The day an element is for (LinkedIn's days are UTC days). */
export const dayOf = (element: AnalyticsElement) => {
  const start = element.dateRange?.start;
  return start ? `${start.year}-${String(start.month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}` : null;
};

export type AdsComponents = { impressions: number; clicks: number; cost: number; conversions: number; leads: number; engagements: number };
export const NO_ADS: AdsComponents = { impressions: 0, clicks: 0, cost: 0, conversions: 0, leads: 0, engagements: 0 };

export const componentsOf = (element: AnalyticsElement): AdsComponents => ({
  impressions: element.impressions,
  clicks: element.clicks,
  cost: element.costInLocalCurrency,
  conversions: element.externalWebsiteConversions,
  leads: element.oneClickLeads,
  engagements: element.totalEngagements,
});

export const deriveAds = (c: AdsComponents) => ({
  ...c,
  ctr: ratio(c.clicks, c.impressions, 100),
  cpc: ratio(c.cost, c.clicks),
  cpm: ratio(c.cost, c.impressions, 1000),
  costPerConversion: ratio(c.cost, c.conversions),
  costPerLead: ratio(c.cost, c.leads),
});
