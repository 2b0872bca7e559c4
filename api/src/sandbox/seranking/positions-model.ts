import { addDays } from '@pulseboard/shared/dates';
import { daysBetween } from '../../connectors/demo/calendar.js';
import { localVolume, positionOn } from '../seo/keyword-positions.js';
import type { SandboxSite, SiteEngine } from './fixtures.js';

/** A keyword of /sites/positions, in SE Ranking's fields: `pos` 0 is "not in the top 100", `change` the places moved since the check before. */
export interface KeywordPositions {
  id: number;
  name: string;
  volume: number;
  positions: Array<{ date: string; pos: number; change: number }>;
}

const positionOf = (site: SandboxSite, engine: SiteEngine, keyword: string, date: string) => positionOn(`seranking|${site.id}|${engine.site_engine_id}|${keyword}`, date) ?? 0;

/**
 * A site's keywords on one engine, checked every day from the day tracking
 * began (or `from`) to `to`, never later than yesterday: today's check has
 * not run yet.
 */
export function enginePositions(site: SandboxSite, engine: SiteEngine, keywords: SandboxSite['keywords'], from: string, to: string, today: string): KeywordPositions[] {
  const first = from > site.trackingSince ? from : site.trackingSince;
  const yesterday = addDays(today, -1);
  const days = daysBetween(first, to < yesterday ? to : yesterday);
  return keywords.map((keyword) => {
    // The day before the first is checked too, for the first day's change.
    let before = days.length ? positionOf(site, engine, keyword.keyword, addDays(days[0]!.iso, -1)) : 0;
    const positions = days.map(({ iso }) => {
      const pos = positionOf(site, engine, keyword.keyword, iso);
      const change = pos && before ? before - pos : 0;
      before = pos;
      return { date: iso, pos, change };
    });
    return { id: keyword.id, name: keyword.keyword, volume: localVolume(keyword.volume, engine.country_code), positions };
  });
}
