import { addDays } from '@pulseboard/shared/dates';
import { daysBetween } from '../../connectors/demo/calendar.js';
import { clickShare, localVolume, positionOn, topicKeywords, topicOf } from '../seo/keyword-positions.js';
import type { AccuRankerDomain } from './fixtures.js';
import type { FieldTree } from './fields.js';

/** A keyword of /domains/{id}/keywords/ with every field the fake knows, in AccuRanker's shape: `rank` null when not in the top 100. */
export interface TrackedKeyword {
  id: number;
  keyword: string;
  created_at: string;
  search_type: number;
  search_engine: { id: number; name: string };
  search_locale: { id: number; country_code: string; locale: string };
  search_volume: { search_volume: number; avg_cost_per_click: number; competition: number };
  ranks: Array<{ search_date: string; rank: number | null; estimated_visits: number }>;
}

export const KEYWORD_FIELDS: FieldTree = {
  id: true,
  keyword: true,
  created_at: true,
  search_type: true,
  search_engine: { id: true, name: true },
  search_locale: { id: true, country_code: true, locale: true },
  search_volume: { search_volume: true, avg_cost_per_click: true, competition: true },
  ranks: { search_date: true, rank: true, estimated_visits: true },
};

const ENGINE_IDS: Record<string, number> = { Google: 1, Bing: 2 };

/** A tracked keyword before its ranks are read: cheap, so a page is cut from the whole list first. */
export type KeywordEntry = Omit<TrackedKeyword, 'ranks'> & { seed: string };

/** A domain's tracked keywords: each keyword of its topic on each of its engines in each of its locales (desktop). */
export function domainKeywords(domain: AccuRankerDomain): KeywordEntry[] {
  const keywords = topicKeywords(topicOf(domain.domain));
  return domain.engines.flatMap((engine, engineIndex) =>
    domain.locales.flatMap((locale, localeIndex) =>
      keywords.map(({ keyword, volume }, index) => ({
        id: domain.id * 1000 + (engineIndex * domain.locales.length + localeIndex) * keywords.length + index,
        keyword,
        created_at: domain.trackingSince,
        search_type: 1,
        search_engine: { id: ENGINE_IDS[engine] ?? 0, name: engine },
        search_locale: locale,
        search_volume: { search_volume: localVolume(volume, locale.country_code), avg_cost_per_click: Math.round(volume % 97) / 10, competition: (volume % 89) / 100 },
        seed: `accuranker|${domain.id}|${engine}|${locale.country_code}|${keyword}`,
      })),
    ),
  );
}

/** A keyword with its daily ranks from `from` to `to`, never before tracking began nor after yesterday. */
export function withRanks({ seed, ...keyword }: KeywordEntry, period: { from: string; to: string }, today: string): TrackedKeyword {
  const yesterday = addDays(today, -1);
  const first = period.from > keyword.created_at ? period.from : keyword.created_at;
  const searches = keyword.search_volume.search_volume;
  const ranks = daysBetween(first, period.to < yesterday ? period.to : yesterday).map(({ iso }) => {
    const rank = positionOn(seed, iso);
    return { search_date: iso, rank, estimated_visits: Math.round((searches / 30) * clickShare(rank)) };
  });
  return { ...keyword, ranks };
}
