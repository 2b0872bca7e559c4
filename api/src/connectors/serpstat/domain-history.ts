import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import { daysBetween } from '../demo/calendar.js';
import { allPages } from '../paging.js';
import { pickMetrics } from '../components.js';
import type { ConnectorContext, ConnectorResult } from '../types.js';
import type { SerpstatCall } from './json-rpc.js';

const pointSchema = z.object({
  date: z.string(),
  keywords: z.number(),
  traff: z.number(),
  visible: z.number(),
  new_keywords: z.number().default(0),
  out_keywords: z.number().default(0),
});
type HistoryPoint = z.infer<typeof pointSchema>;
const pageSchema = z.object({ data: z.array(pointSchema), summary_info: z.object({ total: z.number() }) });

/** Serpstat updates a database every two to four weeks: the update before a range's first day is read too, so that day has figures. */
const LOOK_BACK_DAYS = 31;
const PAGE_SIZE = 100;

/**
 * The domain's database updates from a little before the range to its end
 * (getDomainsHistory, oldest first, a credit per update), page by page.
 */
export async function domainHistory(call: SerpstatCall, context: ConnectorContext, target: { domain: string; se: string }, range: DateRange, maxPages?: number): Promise<HistoryPoint[]> {
  const params = { ...target, filters: { date_from: addDays(range.startDate, -LOOK_BACK_DAYS), date_to: range.endDate }, sort: { date: 'asc' }, size: PAGE_SIZE };
  let read = 0;
  return allPages(
    'Serpstat',
    async (token) => {
      const page = Number(token ?? 1);
      const answer = await call(context, 'SerpstatDomainProcedure.getDomainsHistory', { ...params, page }, pageSchema);
      const items = answer?.data ?? [];
      read += items.length;
      return { items, nextPageToken: items.length > 0 && read < (answer?.summary_info.total ?? 0) ? String(page + 1) : undefined };
    },
    maxPages,
  );
}

const figuresOf = (point: HistoryPoint): Record<string, number> => ({
  visibility: point.visible,
  organicKeywords: point.keywords,
  organicTraffic: point.traff,
  newKeywords: point.new_keywords,
  lostKeywords: point.out_keywords,
});

/**
 * The domain's figures as of each day: those of the latest update on or
 * before it (a day before the first update has none, shown empty). Without a
 * dimension, and in the totals, as of the range's last day: levels are never
 * added up over days.
 */
export function historyResult(points: readonly HistoryPoint[], metrics: string[], dimension: 'date' | null, range: DateRange): ConnectorResult {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const asOf = (day: string) => sorted.findLast((point) => point.date <= day);
  const valuesOn = (day: string) => {
    const point = asOf(day);
    return point ? pickMetrics(figuresOf(point), metrics) : {};
  };
  const totals = pickMetrics(valuesOn(range.endDate), metrics);
  if (!dimension) return { dimension: null, metrics, rows: [{ dimension: null, values: totals }], totals };
  return { dimension, metrics, rows: daysBetween(range.startDate, range.endDate).map(({ iso }) => ({ dimension: iso, values: valuesOn(iso) })), totals };
}
