import { z } from 'zod';
import { allPages } from '../paging.js';
import type { ConnectorContext, ConnectorResult } from '../types.js';
import type { SerpstatCall } from './json-rpc.js';

const keywordSchema = z.object({
  keyword: z.string(),
  position: z.number(),
  region_queries_count: z.number(),
  traff: z.number(),
  /** Places moved since the database's previous update, up being positive. */
  dynamic: z.number().nullish(),
});
type DomainKeyword = z.infer<typeof keywordSchema>;
const pageSchema = z.object({ data: z.array(keywordSchema), summary_info: z.object({ total: z.number() }) });

/** Keywords read per domain: its 100 bringing the most traffic (each costs a credit; a keyword table shows fewer). */
const KEYWORDS_READ = 100;

/** The domain's keywords at the database's latest update (getDomainKeywords), most traffic first, page by page. */
export function topKeywords(call: SerpstatCall, context: ConnectorContext, target: { domain: string; se: string }, maxPages?: number): Promise<DomainKeyword[]> {
  let read = 0;
  return allPages(
    'Serpstat',
    async (token) => {
      const page = Number(token ?? 1);
      const answer = await call(context, 'SerpstatDomainProcedure.getDomainKeywords', { ...target, sort: { traff: 'desc' }, page, size: KEYWORDS_READ }, pageSchema);
      const items = (answer?.data ?? []).slice(0, KEYWORDS_READ - read);
      read += items.length;
      return { items, nextPageToken: items.length > 0 && read < Math.min(KEYWORDS_READ, answer?.summary_info.total ?? 0) ? String(page + 1) : undefined };
    },
    maxPages,
  );
}

const figuresOf = (row: DomainKeyword): Record<string, number> => ({
  position: row.position,
  positionChange: row.dynamic ?? 0,
  searchVolume: row.region_queries_count,
  organicTraffic: row.traff,
});

/**
 * One row per keyword, or one for them all. The total position is the plain
 * mean of the keywords' positions: Serpstat lists only keywords the domain
 * ranks for in the top 100, so none is unranked; places gained, searches and
 * traffic add up.
 */
export function keywordResult(keywords: readonly DomainKeyword[], metrics: string[], dimension: 'keyword' | null): ConnectorResult {
  const rows = keywords.map((keyword) => ({ dimension: keyword.keyword, values: Object.fromEntries(metrics.map((metric) => [metric, figuresOf(keyword)[metric] ?? 0])) }));
  const sum = (metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
  const totals = Object.fromEntries(metrics.map((metric) => [metric, metric === 'position' ? (rows.length ? sum(metric) / rows.length : 0) : sum(metric)]));
  return { dimension, metrics, rows: dimension ? rows : [{ dimension: null, values: totals }], totals };
}
