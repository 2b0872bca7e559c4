import { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import type { Connector, ConnectorContext, ConnectorResult, SourceProperty } from '../types.js';
import { describeGoogleAccount } from '../google/account.js';
import { deriveRows, ratio } from '../components.js';
import { pageBudget } from '../paging.js';
import { GoogleApi } from '../google/client.js';
import { shapeResult } from '../result.js';
import type { GoogleEndpoints } from '../google/endpoints.js';
import { assertFilterDimensions, parseFilter, type FilterClause } from '../google/filter.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { fixedOptions } from '../options.js';
import { DIMENSIONS, searchConsoleCatalogue } from './catalogue.js';

export interface SearchConsoleOptions {
  endpoints: GoogleEndpoints;
  tokens: AccessTokens;
  /** rowLimit per page: Search Console's maximum is 25,000; small in tests to exercise paging. */
  rowLimit?: number;
  /** Pages one query may read (connectors/paging); small in tests. */
  maxPages?: number;
}

const MAX_ROW_LIMIT = 25_000;
const METRIC_NAMES = new Set(['clicks', 'impressions', 'ctr', 'position']);
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const FILTER_OPERATORS = { equals: 'equals', notEquals: 'notEquals', contains: 'contains', notContains: 'notContains', regex: 'includingRegex', notRegex: 'excludingRegex' } as const;

const sitesSchema = z.object({ siteEntry: z.array(z.object({ siteUrl: z.string(), permissionLevel: z.string() })).default([]) });

/** `rows` is left out when there is no data; the numbers are JSON numbers here (not strings as in GA4). */
const searchAnalyticsSchema = z.object({
  rows: z
    .array(
      z.object({
        keys: z.array(z.string()).default([]),
        clicks: z.number().default(0),
        impressions: z.number().default(0),
        ctr: z.number().default(0),
        position: z.number().default(0),
      }),
    )
    .default([]),
});
type SearchRow = z.infer<typeof searchAnalyticsSchema>['rows'][number];

function siteProperty(siteUrl: string): SourceProperty {
  const domain = siteUrl.startsWith('sc-domain:');
  return { id: siteUrl, name: domain ? siteUrl.slice('sc-domain:'.length) : siteUrl, group: domain ? 'Domain properties' : 'URL-prefix properties' };
}

type SearchComponents = { clicks: number; impressions: number; positionWeight: number };
const NO_SEARCH: SearchComponents = { clicks: 0, impressions: 0, positionWeight: 0 };

/** The additive parts of a row: its average position weighted by its impressions adds up across rows. */
const componentsOf = (row: SearchRow): SearchComponents => ({ clicks: row.clicks, impressions: row.impressions, positionWeight: row.position * row.impressions });

/** CTR in percentage points (the product's percent unit) and the impression-weighted average position. */
const deriveSearch = (c: SearchComponents) => ({ clicks: c.clicks, impressions: c.impressions, ctr: ratio(c.clicks, c.impressions, 100), position: ratio(c.positionWeight, c.impressions) });

const toFilterGroups = (clauses: FilterClause[]) =>
  clauses.length ? [{ groupType: 'and', filters: clauses.map((clause) => ({ dimension: clause.dimension, operator: FILTER_OPERATORS[clause.operator], expression: clause.value })) }] : undefined;

/**
 * Google Search Console (webmasters v3): verified sites as properties, fixed
 * option lists, searchAnalytics.query paged with startRow. Dates are Search
 * Console's own days (Pacific Time), sent as the dashboard's range like GA4's;
 * the last two or three days are usually not final yet, and show as zeros.
 */
export function googleWebmastersConnector(options: SearchConsoleOptions): Connector {
  const { endpoints, tokens } = options;
  const api = new GoogleApi(tokens);
  const rowLimit = Math.min(options.rowLimit ?? MAX_ROW_LIMIT, MAX_ROW_LIMIT);
  const base = `${endpoints.apis}/webmasters/v3`;

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const { siteEntry } = await api.get(context, `${base}/sites`, sitesSchema);
    // An unverified user sees the site listed but may not read its data.
    return siteEntry.filter((site) => site.permissionLevel !== 'siteUnverifiedUser').map((site) => siteProperty(site.siteUrl));
  }

  async function searchAnalytics(context: ConnectorContext, siteUrl: string, body: Record<string, unknown>): Promise<SearchRow[]> {
    const url = `${base}/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
    const rows: SearchRow[] = [];
    const nextPage = pageBudget('Search Console', options.maxPages);
    // Pages until one comes back shorter than asked, as Search Console documents.
    for (;;) {
      nextPage();
      const page = await api.post(context, url, { ...body, rowLimit, startRow: rows.length }, searchAnalyticsSchema);
      rows.push(...page.rows);
      if (page.rows.length < rowLimit) return rows;
    }
  }

  return {
    type: 'google_webmasters',
    catalogue: searchConsoleCatalogue,
    describeAccount: (context) => describeGoogleAccount(api, endpoints.apis, context),
    listProperties,

    async options(context, parameter) {
      if (parameter === 'property') return (await listProperties(context)).map((site) => ({ value: site.id, label: site.name }));
      return fixedOptions(searchConsoleCatalogue, parameter, 'Search Console');
    },

    async query(context, query): Promise<ConnectorResult> {
      const siteUrl = requiredText(query.config, 'property');
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Search Console');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Search Console');
      const clauses = parseFilter(optionalText(query.config, 'filter'));
      assertFilterDimensions(clauses, (name) => DIMENSION_NAMES.has(name) && name !== 'date');

      const rows = await searchAnalytics(context, siteUrl, {
        startDate: query.range.startDate,
        endDate: query.range.endDate,
        dimensions: dimension ? [dimension] : [],
        type: optionalText(query.config, 'type') ?? 'web',
        dataState: optionalText(query.config, 'dataState') ?? 'final',
        dimensionFilterGroups: toFilterGroups(clauses),
      });
      const derived = deriveRows(
        rows.map((row) => ({ dimension: row.keys[0] ?? '', components: componentsOf(row) })),
        NO_SEARCH,
        metrics,
        deriveSearch,
      );
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals: derived.totals };
    },
  };
}
