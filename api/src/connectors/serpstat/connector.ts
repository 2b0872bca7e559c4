import { z } from 'zod';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, optionalText } from '../query-config.js';
import { targetProperties, widgetTarget } from '../seo/targets.js';
import { SourceProviderError, type Connector, type ConnectorCost } from '../types.js';
import { DEFAULT_DATABASE, DIMENSIONS, DOMAIN_METRICS, KEYWORD_METRICS, SERPSTAT_DATABASES, serpstatCatalogue } from './catalogue.js';
import { domainHistory, historyResult } from './domain-history.js';
import { keywordResult, topKeywords } from './domain-keywords.js';
import type { SerpstatCall } from './json-rpc.js';

export interface SerpstatOptions {
  call: SerpstatCall;
  /** Pages one report may read (connectors/paging); small in tests. */
  maxPages?: number;
}

const HOUR = 3_600_000;
/**
 * Serpstat charges a credit per row and updates its databases every two to
 * four weeks: an answer is kept for a day, and a source makes at most 200
 * calls a day (some 20,000 credits at most).
 */
const SERPSTAT_COST: ConnectorCost = { cacheTtlMs: 24 * HOUR, callsPerDay: 200 };

const KNOWN_METRICS = new Set(serpstatCatalogue.metrics.map((metric) => metric.name));
const KNOWN_DIMENSIONS = new Set(DIMENSIONS.map((dimension) => dimension.name));
const DOMAIN_FIGURES = new Set(DOMAIN_METRICS.map((metric) => metric.name));
const KEYWORD_ONLY = new Set(KEYWORD_METRICS.map((metric) => metric.name));
/** By keyword, organic traffic is the keyword's own. */
const KEYWORD_FIGURES = new Set([...KEYWORD_ONLY, 'organicTraffic']);
const DATABASES = new Set(SERPSTAT_DATABASES.map((database) => database.value));

/** getStats tells the credits left, and costs none: the way to try a token. */
const statsSchema = z.object({ data: z.object({ left_lines: z.number() }) });

/**
 * Serpstat (API v4, JSON-RPC) on the domains typed in the source's account:
 * the domain's visibility, organic keywords and traffic at each database
 * update (by date, or as of the range's end), and its keywords at the latest
 * update with their positions, moves and search volumes.
 */
export function serpstatConnector(options: SerpstatOptions): Connector {
  const { call, maxPages } = options;
  return {
    type: 'serpstat',
    catalogue: serpstatCatalogue,
    cost: SERPSTAT_COST,

    async listProperties(context) {
      const properties = targetProperties(context);
      // An authenticated call: a wrong token fails here, when the source is connected.
      await call(context, 'SerpstatLimitsProcedure.getStats', {}, statsSchema);
      return properties;
    },

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(targetProperties(context));
      return fixedOptions(serpstatCatalogue, parameter, 'Serpstat');
    },

    async query(context, query) {
      const domain = widgetTarget(context, query.config);
      const se = optionalText(query.config, 'searchEngine') ?? DEFAULT_DATABASE;
      if (!DATABASES.has(se)) throw new SourceProviderError(`Serpstat has no database ${se}.`, 400);
      const metrics = knownMetrics(query.config, KNOWN_METRICS, 'Serpstat');
      const dimension = knownDimension(query.config, KNOWN_DIMENSIONS, 'Serpstat');
      // Without a dimension, a keyword figure (a position, searches) is over the domain's keywords; organic traffic alone is the domain's.
      const byKeyword = dimension === 'keyword' || (dimension === null && metrics.some((metric) => KEYWORD_ONLY.has(metric)));
      if (byKeyword) {
        const other = metrics.find((metric) => !KEYWORD_FIGURES.has(metric));
        if (other) throw new SourceProviderError(`Serpstat gives ${other} for the whole domain, not over its keywords: ask for it on its own, by date or without a dimension.`, 400);
        return keywordResult(await topKeywords(call, context, { domain, se }, maxPages), metrics, dimension === 'keyword' ? 'keyword' : null);
      }
      const other = metrics.find((metric) => !DOMAIN_FIGURES.has(metric));
      if (other) throw new SourceProviderError(`Serpstat gives ${other} by keyword: choose the keyword dimension or none.`, 400);
      return historyResult(await domainHistory(call, context, { domain, se }, query.range, maxPages), metrics, dimension === 'date' ? 'date' : null, query.range);
    },
  };
}
