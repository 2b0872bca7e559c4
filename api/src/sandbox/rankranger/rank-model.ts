import { addDays } from '@pulseboard/shared/dates';
import { dayIndex, daysBetween } from '../../connectors/demo/calendar.js';
import { positionOn } from '../seo/keyword-positions.js';
import type { SandboxCampaign } from './fixtures.js';

/** A row of the rank method, in Rank Ranger's fields: `rank` 0 is "not in the top 100", with no URL. */
export interface RankRow {
  date: string;
  url: string;
  keyword: string;
  se_name: string;
  rank: number;
}

/**
 * The campaign's checks between two days, engine by engine and keyword by
 * keyword: every day, or once a week for a weekly campaign, from the day
 * tracking began to yesterday at the latest.
 */
export function campaignRanks(campaign: SandboxCampaign, engines: SandboxCampaign['engines'], from: string, to: string, today: string): RankRow[] {
  const yesterday = addDays(today, -1);
  const start = dayIndex(campaign.trackingSince);
  const days = daysBetween(from > campaign.trackingSince ? from : campaign.trackingSince, to < yesterday ? to : yesterday).filter((day) => (day.index - start) % campaign.checkEveryDays === 0);
  return engines.flatMap((engine) =>
    campaign.keywords.flatMap((keyword) =>
      days.map(({ iso }) => {
        const rank = positionOn(`rankranger|${campaign.campaign_id}|${engine.se_id}|${keyword}`, iso);
        return { date: iso, url: rank === null ? '' : `https://${campaign.domain}/${keyword.replace(/\s+/g, '-')}`, keyword, se_name: engine.se_name, rank: rank ?? 0 };
      }),
    ),
  );
}
