import type { FastifyInstance } from 'fastify';
import type { CampaignMetricId, DateRange, MetricOrigin, SourceType } from '@pulseboard/shared/contracts';
import { connectorContext } from '../connectors/context.js';
import type { ConnectorResult } from '../connectors/types.js';
import type { SourceRow } from '../sources/repository.js';
import { figuresOfDailyRows, withoutUnreportedDays, type GatheredFigures } from './daily-figures.js';

/**
 * What a connected SEO tool gives a domain, under Mission Control's names:
 * the figures it has day by day, and those it has only as of a day (read
 * for today). Authority Score and Domain Rating both stand for the domain's
 * rating.
 */
interface SeoReader {
  byDate: Partial<Record<string, CampaignMetricId>>;
  asOfToday?: Partial<Record<string, CampaignMetricId>>;
}

const SEO_READERS = {
  semrush: { byDate: { authorityScore: 'domainRating', backlinks: 'backlinks' } },
  ahrefs_v3: { byDate: { domainRating: 'domainRating' }, asOfToday: { backlinks: 'backlinks' } },
} satisfies Partial<Record<MetricOrigin & SourceType, SeoReader>>;
type SeoType = keyof typeof SEO_READERS;
const isSeoType = (name: string): name is SeoType => Object.hasOwn(SEO_READERS, name);

/** A domain without its "www.": the same site to an agency. */
const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Asks a paid provider through the query engine's fetcher: Mission Control shares the answers dashboards paid for, and the source's daily budget. */
function askerFor(app: FastifyInstance, source: SourceRow, property: string, timezone: string) {
  const connector = app.connectors.get(source.name as SeoType);
  if (!connector) return undefined;
  return (metrics: string[], dimension: 'date' | null, range: DateRange): Promise<ConnectorResult> =>
    app.sourceFetcher.fetch(
      {
        sourceKey: `source:${source.id}`,
        sourceId: source.id,
        connector,
        context: (signal) => connectorContext(app, source, signal),
        query: { config: { property, metrics, ...(dimension ? { dimension } : {}) }, range, timezone, realTime: false },
        onAuthError: async () => void (await app.sources.markInvalid(source)),
      },
      AbortSignal.timeout(30_000),
    );
}

/**
 * A domain's rating and backlinks from the first of the company's SEO
 * sources whose domains include it (with or without "www."): one tool's
 * scale, never two mixed from day to day. A source refused by its provider
 * is marked invalid, as a dashboard would; any other failure (a spent
 * budget, a provider down) leaves it out this time, so the figures already
 * gathered stay.
 */
export async function seoFigures(app: FastifyInstance, sources: readonly SourceRow[], domain: string, range: DateRange, timezone: string): Promise<GatheredFigures[]> {
  for (const source of sources) {
    const type = source.name;
    if (!isSeoType(type) || source.invalid) continue;
    const reader: SeoReader = SEO_READERS[type];
    const property = source.properties.find((candidate) => bare(candidate.id) === bare(domain));
    const ask = property ? askerFor(app, source, property.id, timezone) : undefined;
    if (!ask) continue;
    try {
      const daily = await ask(Object.keys(reader.byDate), 'date', range);
      const figures = figuresOfDailyRows(type, withoutUnreportedDays(daily.rows), reader.byDate);
      if (reader.asOfToday) {
        const today = { startDate: range.endDate, endDate: range.endDate };
        const latest = await ask(Object.keys(reader.asOfToday), null, today);
        const rows = withoutUnreportedDays(latest.rows.map((row) => ({ ...row, dimension: range.endDate })));
        figures.figures.push(...figuresOfDailyRows(figures.origin, rows, reader.asOfToday).figures);
      }
      return [figures];
    } catch (error) {
      app.log.warn({ err: error, sourceId: source.id, domain }, 'Mission Control could not read an SEO source');
    }
  }
  return [];
}
