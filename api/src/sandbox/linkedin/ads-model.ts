import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from '../google/dates.js';
import type { LinkedInAdAccount, LinkedInCampaign } from './fixtures.js';

/** Paused campaigns stopped delivering on this day. */
const PAUSED_SINCE = '2026-09-01';

/** What one campaign delivered on one day: every analytics element is a sum of these. */
export interface AdsLeaf {
  campaign: LinkedInCampaign;
  day: string;
  impressions: number;
  clicks: number;
  /** In the account's currency, to the cent. */
  cost: number;
  conversions: number;
  leads: number;
  engagements: number;
}

/** Every campaign's delivery per day over the range, deterministic for any range. */
export function adsLeaves(accountId: string, account: LinkedInAdAccount, since: string, until: string): AdsLeaf[] {
  return daysBetween(since, until).flatMap((day) => {
    // B2B audiences are at work on weekdays: the weekend dip is deeper than on consumer networks.
    const weekday = (WEEKDAY_FACTOR[day.weekday] ?? 1) ** 1.5;
    const dayBudget = account.dailySpend * weekday * trend(day.iso, account.yearlyGrowth);
    return account.campaigns.flatMap((campaign) => {
      if (campaign.status === 'PAUSED' && day.iso >= PAUSED_SINCE) return [];
      const seed = `${accountId}|${campaign.id}|${day.iso}`;
      const impressions = count(((dayBudget * campaign.share * jitter(`${seed}|spend`, 0.15)) / campaign.cpm) * 1000, `${seed}|impressions`);
      const clicks = count(impressions * campaign.ctr * jitter(`${seed}|ctr`, 0.2), `${seed}|clicks`);
      return [
        {
          campaign,
          day: day.iso,
          impressions,
          clicks,
          cost: Math.round((impressions / 1000) * campaign.cpm * 100) / 100,
          conversions: count(clicks * campaign.conversionRate * jitter(`${seed}|cvr`, 0.35), `${seed}|conversions`),
          leads: count(clicks * campaign.leadRate * jitter(`${seed}|leads`, 0.35), `${seed}|leads#`),
          engagements: Math.max(clicks, count(impressions * campaign.engagementRate * jitter(`${seed}|engagement`, 0.25), `${seed}|engagements`)),
        },
      ];
    });
  });
}
