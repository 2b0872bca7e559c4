import { z } from 'zod';
import { daysBetween } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import type { Snapshot } from '../seo/series.js';
import type { ConnectorContext } from '../types.js';
import type { AhrefsGet } from './ahrefs-api.js';

/** What one Ahrefs question is about: the site, how much of it (`mode`), and the country of its organic figures (none: all). */
export interface AhrefsScope {
  target: string;
  mode: string;
  country: string | undefined;
}

/** Ahrefs leaves a figure it does not have as null: 0, as missing data is. */
const figure = z
  .number()
  .nullable()
  .transform((value) => value ?? 0);
/** History dates come as "2024-01-01" (or with a time): their day. */
const day = z.string().transform((value) => value.slice(0, 10));

/** The parameters of a question about the site's organic figures: the country counts there, not for links. */
export const organicScope = (scope: AhrefsScope): Record<string, string> => ({ target: scope.target, mode: scope.mode, ...(scope.country ? { country: scope.country } : {}) });

/** A figure read at one date, for each group of metrics one endpoint gives. */
interface SnapshotSource {
  metrics: readonly string[];
  read(get: AhrefsGet, context: ConnectorContext, scope: AhrefsScope, date: string): Promise<Record<string, number>>;
}

const SNAPSHOT_SOURCES: readonly SnapshotSource[] = [
  {
    metrics: ['domainRating', 'ahrefsRank'],
    async read(get, context, { target }, date) {
      const body = await get(context, '/site-explorer/domain-rating', { target, date }, z.object({ domain_rating: z.object({ domain_rating: figure, ahrefs_rank: figure }) }));
      return { domainRating: body.domain_rating.domain_rating, ahrefsRank: body.domain_rating.ahrefs_rank };
    },
  },
  {
    metrics: ['organicTraffic', 'organicKeywords', 'organicTrafficValue'],
    async read(get, context, scope, date) {
      const schema = z.object({ metrics: z.object({ org_traffic: figure, org_keywords: figure, org_cost: figure }) });
      const { metrics } = await get(context, '/site-explorer/metrics', { ...organicScope(scope), date }, schema);
      // org_cost is in US cents.
      return { organicTraffic: metrics.org_traffic, organicKeywords: metrics.org_keywords, organicTrafficValue: metrics.org_cost / 100 };
    },
  },
  {
    metrics: ['backlinks', 'referringDomains'],
    async read(get, context, { target, mode }, date) {
      const { metrics } = await get(context, '/site-explorer/backlinks-stats', { target, date, mode }, z.object({ metrics: z.object({ live: figure, live_refdomains: figure }) }));
      return { backlinks: metrics.live, referringDomains: metrics.live_refdomains };
    },
  },
];

/** History points of a group of metrics, grouped by day, week or month, from one endpoint. */
interface HistorySource {
  metrics: readonly string[];
  read(get: AhrefsGet, context: ConnectorContext, scope: AhrefsScope, window: Record<string, string>): Promise<Snapshot[]>;
}

const HISTORY_SOURCES: readonly HistorySource[] = [
  {
    metrics: ['domainRating'],
    async read(get, context, { target }, window) {
      const body = await get(context, '/site-explorer/domain-rating-history', { target, ...window }, z.object({ domain_ratings: z.array(z.object({ date: day, domain_rating: figure })) }));
      return body.domain_ratings.map((point) => ({ date: point.date, values: { domainRating: point.domain_rating } }));
    },
  },
  {
    metrics: ['referringDomains'],
    async read(get, context, { target, mode }, window) {
      const body = await get(context, '/site-explorer/refdomains-history', { target, mode, ...window }, z.object({ refdomains: z.array(z.object({ date: day, refdomains: figure })) }));
      return body.refdomains.map((point) => ({ date: point.date, values: { referringDomains: point.refdomains } }));
    },
  },
  {
    metrics: ['organicTraffic', 'organicTrafficValue'],
    async read(get, context, scope, window) {
      const params = { ...organicScope(scope), ...window, select: 'date,org_traffic,org_cost' };
      const body = await get(context, '/site-explorer/metrics-history', params, z.object({ metrics: z.array(z.object({ date: day, org_traffic: figure, org_cost: figure })) }));
      return body.metrics.map((point) => ({ date: point.date, values: { organicTraffic: point.org_traffic, organicTrafficValue: point.org_cost / 100 } }));
    },
  },
  {
    metrics: ['organicKeywords'],
    async read(get, context, scope, window) {
      // Keywords are counted by position band; together they are every keyword the site ranks for in the top 100.
      const bands = ['top3', 'top4_10', 'top11_20', 'top21_50', 'top51_plus'] as const;
      const schema = z.object({ keywords: z.array(z.object({ date: day, top3: figure, top4_10: figure, top11_20: figure, top21_50: figure, top51_plus: figure })) });
      const body = await get(context, '/site-explorer/keywords-history', { ...organicScope(scope), ...window, select: `date,${bands.join(',')}` }, schema);
      return body.keywords.map((point) => ({ date: point.date, values: { organicKeywords: bands.reduce((sum, band) => sum + point[band], 0) } }));
    },
  },
];

/** Metrics that have a history; the others are figures at a date only. */
export const HISTORY_METRICS: ReadonlySet<string> = new Set(HISTORY_SOURCES.flatMap((source) => source.metrics));

const wanted = <S extends { metrics: readonly string[] }>(sources: readonly S[], metrics: readonly string[]) => sources.filter((source) => source.metrics.some((metric) => metrics.includes(metric)));

/** The figures at one date (the range's end, or today when it lies ahead), one call per endpoint the metrics need. */
export async function figuresAt(get: AhrefsGet, context: ConnectorContext, scope: AhrefsScope, date: string, metrics: readonly string[]): Promise<Snapshot[]> {
  const parts = await Promise.all(wanted(SNAPSHOT_SOURCES, metrics).map((source) => source.read(get, context, scope, date)));
  return [{ date, values: Object.assign({}, ...parts) as Record<string, number> }];
}

/** Daily points for up to a quarter, weekly up to two years, monthly beyond: Ahrefs charges per row. */
function groupingOf(range: DateRange): 'daily' | 'weekly' | 'monthly' {
  const days = daysBetween(range.startDate, range.endDate) + 1;
  return days <= 92 ? 'daily' : days <= 731 ? 'weekly' : 'monthly';
}

/** The history points of the metrics over a window (from the point before the range's start to its end). */
export async function historyOver(get: AhrefsGet, context: ConnectorContext, scope: AhrefsScope, window: DateRange, metrics: readonly string[]): Promise<Snapshot[]> {
  const params = { date_from: window.startDate, date_to: window.endDate, history_grouping: groupingOf(window) };
  return (await Promise.all(wanted(HISTORY_SOURCES, metrics).map((source) => source.read(get, context, scope, params)))).flat();
}
