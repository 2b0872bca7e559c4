import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import type { RankCheck } from '../seo/keyword-ranks.js';
import { searchEngineLabel } from '../seo/search-engine-label.js';
import type { ConnectorContext } from '../types.js';
import type { AccuRankerApi } from './client.js';

const keywordSchema = z.object({
  keyword: z.string(),
  search_engine: z.object({ name: z.string() }),
  search_locale: z.object({ country_code: z.string() }),
  search_volume: z.object({ search_volume: z.number().nullish() }).nullish(),
  // rank null: not in the top 100 that day.
  ranks: z.array(z.object({ search_date: z.string(), rank: z.number().nullable() })).default([]),
});
export type TrackedKeyword = z.infer<typeof keywordSchema>;

const TRACKING_FIELDS = ['keyword', 'search_engine.name', 'search_locale.country_code'];
const RANK_FIELDS = [...TRACKING_FIELDS, 'search_volume.search_volume', 'ranks.rank', 'ranks.search_date'];

/** What a widget narrows a domain's keywords to: an engine by name, a country by code, a keyword by its text. */
export interface KeywordFilters {
  searchEngine?: string;
  country?: string;
  keyword?: string;
}

const keep = (filters: KeywordFilters) => (entry: TrackedKeyword) =>
  (!filters.searchEngine || entry.search_engine.name === filters.searchEngine) &&
  (!filters.country || entry.search_locale.country_code === filters.country) &&
  (!filters.keyword || entry.keyword === filters.keyword);

/** The domain's tracked keywords, without their ranks: what its engine, country and keyword lists are made of. */
export const trackedKeywords = (api: AccuRankerApi, context: ConnectorContext, domainId: string) => api.list(context, `/domains/${domainId}/keywords/`, TRACKING_FIELDS, {}, keywordSchema);

/**
 * The domain's keywords with their ranks over the range (period_from,
 * period_to), narrowed by the widget's filters, as checks of keywords
 * tracked on an engine in a country ("Google United States").
 */
export async function domainChecks(api: AccuRankerApi, context: ConnectorContext, domainId: string, range: DateRange, filters: KeywordFilters): Promise<RankCheck[]> {
  const keywords = await api.list(context, `/domains/${domainId}/keywords/`, RANK_FIELDS, { period_from: range.startDate, period_to: range.endDate }, keywordSchema);
  return keywords.filter(keep(filters)).flatMap((entry) =>
    entry.ranks.map((rank) => ({
      keyword: entry.keyword,
      searchEngine: searchEngineLabel(entry.search_engine.name, entry.search_locale.country_code),
      date: rank.search_date,
      position: rank.rank,
      searchVolume: entry.search_volume?.search_volume ?? 0,
    })),
  );
}
