import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from '../google/dates.js';
import type { TikTokAdGroup, TikTokAdvertiser, TikTokCampaign } from './fixtures.js';

/** Paused campaigns stopped delivering on this day. */
const PAUSED_SINCE = '2026-09-01';

/** What one ad group delivered on one day: every report row is a sum of these. */
export interface AdGroupDay {
  campaign: TikTokCampaign;
  adgroup: TikTokAdGroup;
  day: string;
  /** In the advertiser's currency, to the cent. */
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  /** People reached that day. */
  reach: number;
  videoPlays: number;
  watched2s: number;
  watched6s: number;
  completions: number;
  likes: number;
  comments: number;
  shares: number;
  follows: number;
}

/** Every ad group's delivery per day over the range, deterministic for any range. */
export function adGroupDays(advertiserId: string, advertiser: TikTokAdvertiser, since: string, until: string): AdGroupDay[] {
  return daysBetween(since, until).flatMap((day) => {
    // TikTok audiences scroll most at weekends: the weekday curve of business sites, turned over.
    const weekday = 2 - (WEEKDAY_FACTOR[day.weekday] ?? 1);
    const dayBudget = advertiser.dailySpend * weekday * trend(day.iso, advertiser.yearlyGrowth);
    return advertiser.campaigns.flatMap((campaign) => {
      if (campaign.status === 'DISABLE' && day.iso >= PAUSED_SINCE) return [];
      return campaign.adgroups.map((adgroup) => {
        const seed = `${advertiserId}|${adgroup.id}|${day.iso}`;
        const impressions = count(((dayBudget * campaign.share * adgroup.share * jitter(`${seed}|spend`, 0.2)) / campaign.cpm) * 1000, `${seed}|impressions`);
        const clicks = count(impressions * campaign.ctr * jitter(`${seed}|ctr`, 0.2), `${seed}|clicks`);
        const videoPlays = count(impressions * campaign.playRate * jitter(`${seed}|plays`, 0.1), `${seed}|plays#`);
        const watched2s = count(videoPlays * 0.58 * jitter(`${seed}|2s`, 0.08), `${seed}|2s#`);
        const watched6s = count(watched2s * 0.45 * jitter(`${seed}|6s`, 0.1), `${seed}|6s#`);
        return {
          campaign,
          adgroup,
          day: day.iso,
          spend: Math.round((impressions / 1000) * campaign.cpm * 100) / 100,
          impressions,
          clicks,
          conversions: count(clicks * campaign.conversionRate * jitter(`${seed}|cvr`, 0.35), `${seed}|conversions`),
          // A person sees an ad group's ads about 1.4 times a day, never less than 1.2.
          reach: count(impressions / (1.2 + 0.2 * jitter(`${seed}|frequency`, 0.3)), `${seed}|reach`),
          videoPlays,
          watched2s,
          watched6s,
          completions: count(watched6s * 0.32 * jitter(`${seed}|p100`, 0.15), `${seed}|p100#`),
          likes: count(videoPlays * 0.021 * jitter(`${seed}|likes`, 0.3), `${seed}|likes#`),
          comments: count(videoPlays * 0.0018 * jitter(`${seed}|comments`, 0.4), `${seed}|comments#`),
          shares: count(videoPlays * 0.0032 * jitter(`${seed}|shares`, 0.4), `${seed}|shares#`),
          follows: count(videoPlays * 0.0011 * jitter(`${seed}|follows`, 0.4), `${seed}|follows#`),
        };
      });
    });
  });
}

/**
 * People reached over several days: some come back on later days, so the
 * range's reach is less than its days' reach added up, more so the longer it is.
 */
export const uniqueReach = (dailyReach: number, days: number) => Math.round(dailyReach / (1 + 0.35 * Math.log(Math.max(1, days))));
