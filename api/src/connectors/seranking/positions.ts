import { z } from 'zod';
import type { DateRange } from '@pulseboard/shared/contracts';
import { allPages } from '../paging.js';
import type { RankCheck } from '../seo/keyword-ranks.js';
import type { ConnectorContext } from '../types.js';
import type { SeRankingGet } from './client.js';

const engineSchema = z.object({ site_engine_id: z.number(), name: z.string(), country_code: z.string().nullish(), region_name: z.string().nullish() });
export type SiteEngine = z.infer<typeof engineSchema>;

const positionsSchema = z.array(
  z.object({
    site_engine_id: z.number(),
    keywords: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        volume: z.number().nullish(),
        // `pos` 0: not in the top 100.
        positions: z.array(z.object({ date: z.string(), pos: z.number() })),
      }),
    ),
  }),
);

/** Keywords per page of positions, the most SE Ranking gives. */
const KEYWORDS_PER_PAGE = 1000;

/** The search engines a site is tracked on. */
export async function siteEngines(get: SeRankingGet, context: ConnectorContext, siteId: string): Promise<SiteEngine[]> {
  return (await get(context, '/sites/search-engines', { site_id: siteId }, z.array(engineSchema))).data;
}

/**
 * A site's daily checks over the range (/sites/positions), on one engine or
 * all, paged by keyword until X-Total-Count, each check named by its
 * engine's label.
 */
export async function sitePositions(
  get: SeRankingGet,
  context: ConnectorContext,
  question: { siteId: string; engineId?: string; range: DateRange; engineLabel: (id: number) => string },
  maxPages?: number,
): Promise<RankCheck[]> {
  const query = {
    site_id: question.siteId,
    date_from: question.range.startDate,
    date_to: question.range.endDate,
    limit: String(KEYWORDS_PER_PAGE),
    ...(question.engineId ? { site_engine_id: question.engineId } : {}),
  };
  let read = 0;
  const engines = await allPages(
    'SE Ranking',
    async (token) => {
      const page = Number(token ?? 1);
      const answer = await get(context, '/sites/positions', { ...query, page: String(page) }, positionsSchema);
      const keywords = Math.max(0, ...answer.data.map((engine) => engine.keywords.length));
      read += keywords;
      return { items: answer.data, nextPageToken: keywords > 0 && read < (answer.totalCount ?? 0) ? String(page + 1) : undefined };
    },
    maxPages,
  );
  return engines.flatMap((engine) =>
    engine.keywords.flatMap((keyword) =>
      keyword.positions.map((check) => ({
        keyword: keyword.name,
        searchEngine: question.engineLabel(engine.site_engine_id),
        date: check.date,
        position: check.pos > 0 ? check.pos : null,
        searchVolume: keyword.volume ?? 0,
      })),
    ),
  );
}
