import type { FastifyInstance } from 'fastify';
import type { DateRange } from '@pulseboard/shared/contracts';
import { connectorContext } from '../connectors/context.js';
import { SourceAuthError } from '../connectors/types.js';
import type { SourcePropertyRow } from '../db/schema.js';
import type { SourceRow } from '../sources/repository.js';
import { figuresOfDailyRows, withClickThrough, withoutUnreportedDays, type GatheredFigures } from './daily-figures.js';
import { seoFigures } from './seo-figures.js';

/** What each connected source type gives a domain: its report metrics and the names they take in Mission Control. */
const READERS = {
  google_webmasters: { metrics: { clicks: 'clicks', impressions: 'impressions', position: 'position' } },
  // GA4 renamed conversions to key events in 2024.
  google_analytics: { metrics: { sessions: 'sessions', totalUsers: 'users', keyEvents: 'conversions' } },
} as const;
type ReadSourceType = keyof typeof READERS;

/** A domain without its "www.": the same site to an agency. */
const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Whether a source's property is the domain's site: a Search Console domain
 * property (sc-domain:example.com) or URL-prefix property of the same host;
 * a GA4 property named after the domain, as agencies name them.
 */
export function propertyMatches(type: ReadSourceType, property: SourcePropertyRow, domain: string): boolean {
  const wanted = bare(domain);
  if (type === 'google_webmasters') {
    if (property.id.startsWith('sc-domain:')) return bare(property.id.slice('sc-domain:'.length)) === wanted;
    try {
      return bare(new URL(property.id).hostname) === wanted;
    } catch {
      return false;
    }
  }
  return property.name
    .toLowerCase()
    .split(/[\s,;|()]+/)
    .some((word) => bare(word.replace(/^https?:\/\//, '').replace(/\/.*$/, '')) === wanted);
}

const isReadType = (name: string): name is ReadSourceType => name in READERS;

/**
 * The figures the company's connected Search Console and GA4 sources hold
 * for a domain, one report by day per matching source, and its rating and
 * backlinks from an SEO source of the domain (seo-figures). Sources refused by
 * their provider are marked invalid, as a dashboard would; any other failure
 * leaves that origin out this time, so the figures already gathered stay.
 */
export async function sourceFigures(app: FastifyInstance, sources: readonly SourceRow[], domain: string, range: DateRange, timezone: string): Promise<GatheredFigures[]> {
  const gathered: GatheredFigures[] = [];
  const covered = new Set<ReadSourceType>();
  for (const source of sources) {
    const type = source.name;
    if (!isReadType(type) || source.invalid || covered.has(type)) continue;
    const property = source.properties.find((candidate) => propertyMatches(type, candidate, domain));
    const connector = app.connectors.get(type);
    if (!property || !connector) continue;
    const reader = READERS[type];
    try {
      const result = await connector.query(connectorContext(app, source, AbortSignal.timeout(30_000)), {
        config: { property: property.id, metrics: Object.keys(reader.metrics), dimension: 'date' },
        range,
        timezone,
        realTime: false,
      });
      const figures = figuresOfDailyRows(type, withoutUnreportedDays(result.rows), reader.metrics);
      gathered.push(type === 'google_webmasters' ? withClickThrough(figures) : figures);
      covered.add(type);
    } catch (error) {
      if (error instanceof SourceAuthError) await app.sources.markInvalid(source);
      app.log.warn({ err: error, sourceId: source.id, domain }, 'Mission Control could not read a source');
    }
  }
  return [...gathered, ...(await seoFigures(app, sources, domain, range, timezone))];
}
