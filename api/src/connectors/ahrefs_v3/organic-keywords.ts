import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { KeywordRanking } from '../seo/keyword-rankings.js';
import type { ConnectorContext } from '../types.js';
import type { AhrefsGet } from './ahrefs-api.js';
import { organicScope, type AhrefsScope } from './domain-figures.js';

/** Keywords read per widget: Ahrefs charges per row and field, and a report shows the ones that bring the most traffic. */
const KEYWORDS_READ = 100;

const keywordSchema = z.object({
  keywords: z.array(
    z.object({
      keyword: z.string(),
      best_position: z.number().nullable(),
      best_position_prev: z.number().nullable().optional(),
      volume: z.number().nullable(),
      sum_traffic: z.number().nullable(),
    }),
  ),
});

/**
 * Where the site ranks for its keywords at a date (most traffic first), and
 * where it ranked a month before (`date_compared`), so the change is the
 * month's. Keywords it no longer ranks for at the date are left out.
 */
export async function organicKeywords(get: AhrefsGet, context: ConnectorContext, scope: AhrefsScope, date: string): Promise<KeywordRanking[]> {
  const params = {
    ...organicScope(scope),
    date,
    date_compared: addDays(date, -30),
    select: 'keyword,best_position,best_position_prev,volume,sum_traffic',
    order_by: 'sum_traffic:desc',
    limit: String(KEYWORDS_READ),
  };
  const { keywords } = await get(context, '/site-explorer/organic-keywords', params, keywordSchema);
  return keywords.flatMap((row) =>
    row.best_position === null
      ? []
      : [{ keyword: row.keyword, position: row.best_position, previousPosition: row.best_position_prev ?? null, searchVolume: row.volume ?? 0, traffic: row.sum_traffic ?? 0 }],
  );
}
