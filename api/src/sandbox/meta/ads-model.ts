import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from '../google/dates.js';
import type { MetaAdAccount, MetaCampaign } from './fixtures.js';

/** Paused campaigns stopped delivering on this day. */
const PAUSED_SINCE = '2026-09-01';

/** What one campaign delivered on one day on one platform: every insights row is a sum of these. */
export interface AdsLeaf {
  campaign: MetaCampaign;
  day: string;
  platform: 'facebook' | 'instagram';
  impressions: number;
  /** People reached that day on that platform. */
  reach: number;
  clicks: number;
  linkClicks: number;
  /** In the account's currency, to the cent. */
  spend: number;
  purchases: number;
  purchaseValue: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Every campaign's delivery per day and platform over the range, deterministic for any range. */
export function adsLeaves(accountId: string, account: MetaAdAccount, since: string, until: string): AdsLeaf[] {
  return daysBetween(since, until).flatMap((day) => {
    const dayBudget = account.dailySpend * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, account.yearlyGrowth);
    return account.campaigns.flatMap((campaign) => {
      if (campaign.status === 'PAUSED' && day.iso >= PAUSED_SINCE) return [];
      return (['facebook', 'instagram'] as const).map((platform) => {
        const seed = `${accountId}|${campaign.id}|${day.iso}|${platform}`;
        const platformShare = platform === 'instagram' ? campaign.instagramShare : 1 - campaign.instagramShare;
        const budget = dayBudget * campaign.share * platformShare * jitter(`${seed}|spend`, 0.12);
        const impressions = count((budget / campaign.cpm) * 1000, `${seed}|impressions`);
        const clicks = count(impressions * campaign.ctr * jitter(`${seed}|ctr`, 0.15), `${seed}|clicks`);
        const linkClicks = Math.min(clicks, count(clicks * campaign.linkShare, `${seed}|links`));
        const purchases = count(linkClicks * campaign.conversionRate * jitter(`${seed}|cvr`, 0.3), `${seed}|purchases`);
        return {
          campaign,
          day: day.iso,
          platform,
          impressions,
          reach: Math.min(impressions, count(impressions / (campaign.frequency * jitter(`${seed}|freq`, 0.05)), `${seed}|reach`)),
          clicks,
          linkClicks,
          spend: cents((impressions / 1000) * campaign.cpm),
          purchases,
          purchaseValue: cents(purchases * campaign.orderValue * jitter(`${seed}|value`, 0.2)),
        };
      });
    });
  });
}

/** How much the audiences of two days, or of two campaigns or platforms on one day, overlap. */
export const OVERLAP = { days: 0.35, audiences: 0.2 } as const;

/**
 * People reached by several days' or audiences' delivery: fewer than the sum
 * (the same people see the ads again), never fewer than the largest part.
 * This is what Meta answers for a range without a daily breakdown, or for an
 * account across its campaigns.
 */
export function uniquePeople(parts: number[], overlap: number): number {
  const sum = parts.reduce((total, value) => total + value, 0);
  const best = Math.max(0, ...parts);
  return Math.max(best, Math.round(sum / Math.sqrt(1 + overlap * Math.max(0, parts.length - 1))));
}
