import type { Option } from '@pulseboard/shared/contracts';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import type { Connector, ConnectorContext, ConnectorQuery, ConnectorResult, SourceProperty } from '../types.js';
import { SourceProviderError } from '../types.js';
import { describeGoogleAccount } from '../google/account.js';
import { allPages, pageBudget } from '../paging.js';
import { propertyOptions } from '../options.js';
import { GoogleApi } from '../google/client.js';
import type { GoogleEndpoints } from '../google/endpoints.js';
import { parseFilter } from '../google/filter.js';
import { optionalText, requiredList, requiredText } from '../query-config.js';
import { accountSummariesSchema, metadataSchema, reportSchema } from './api-shapes.js';
import { analyticsCatalogue } from './catalogue.js';
import { toDimensionFilter } from './filter-expression.js';
import { REALTIME_DIMENSIONS, assertMetricCount, runReportBody, toResult, type ReportRequest } from './report.js';

export interface AnalyticsOptions {
  endpoints: GoogleEndpoints;
  tokens: AccessTokens;
  /** Rows per runReport page (GA4 allows up to 250,000); small in tests to exercise paging. */
  pageSize?: number;
  /** Pages one query may read (connectors/paging); small in tests. */
  maxPages?: number;
}

/** Admin API: 200 summaries per page is its maximum. */
const SUMMARIES_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 100_000;

/** "1234" or "properties/1234" (as the Admin API names it) to the numeric id. */
const propertyIdOf = (value: string) => value.replace(/^properties\//, '');

const byCategoryThenLabel = (a: { category?: string; uiName?: string; apiName: string }, b: typeof a) =>
  (a.category ?? '').localeCompare(b.category ?? '') || (a.uiName ?? a.apiName).localeCompare(b.uiName ?? b.apiName);

/**
 * Google Analytics 4: properties from the Admin API's account summaries,
 * metric and dimension options from the property's Data API metadata
 * (custom definitions included), data from runReport / runRealtimeReport.
 *
 * Time zone: a GA4 report's days are the property's days (its reporting time
 * zone); the API cannot regroup them into another zone. The dashboard's
 * YYYY-MM-DD range is therefore sent as is and read as the property's days,
 * which is also what Google's own reports show for that property.
 */
export function googleAnalyticsConnector(options: AnalyticsOptions): Connector {
  const { endpoints, tokens } = options;
  const api = new GoogleApi(tokens);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const dataUrl = (property: string, method: string) => `${endpoints.analyticsData}/v1beta/properties/${encodeURIComponent(propertyIdOf(property))}${method}`;

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const accounts = await allPages(
      'Google Analytics',
      async (pageToken) => {
        const query = new URLSearchParams({ pageSize: String(SUMMARIES_PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
        const page = await api.get(context, `${endpoints.analyticsAdmin}/v1beta/accountSummaries?${query}`, accountSummariesSchema);
        return { items: page.accountSummaries, nextPageToken: page.nextPageToken };
      },
      options.maxPages,
    );
    return accounts.flatMap((account) => account.propertySummaries.map((property) => ({ id: propertyIdOf(property.property), name: property.displayName, group: account.displayName || null })));
  }

  async function metadataOptions(context: ConnectorContext, property: string | undefined, kind: 'metrics' | 'dimensions'): Promise<Option[]> {
    if (!property) throw new SourceProviderError('Choose a property first.', 400);
    const metadata = await api.get(context, dataUrl(property, '/metadata'), metadataSchema);
    return [...metadata[kind]].sort(byCategoryThenLabel).map((entry) => ({ value: entry.apiName, label: entry.uiName ?? entry.apiName }));
  }

  async function runReport(context: ConnectorContext, property: string, request: ReportRequest, range: ConnectorQuery['range']): Promise<ConnectorResult> {
    const nextPage = pageBudget('Google Analytics', options.maxPages);
    const page = (offset: number) => {
      nextPage();
      return api.post(context, dataUrl(property, ':runReport'), runReportBody(request, range, offset, pageSize), reportSchema);
    };
    const first = await page(0);
    const rows = [...first.rows];
    // rowCount is the total over all pages; a page may hold fewer rows than the limit asked for.
    while (rows.length && rows.length < (first.rowCount ?? 0)) {
      const next = await page(rows.length);
      if (!next.rows.length) break;
      rows.push(...next.rows);
    }
    return toResult(first, rows, request, range);
  }

  /** Real time: the last 30 minutes, no date range and no paging (offset is not part of that API). */
  async function runRealtimeReport(context: ConnectorContext, property: string, request: ReportRequest): Promise<ConnectorResult> {
    const dimension = request.dimension && REALTIME_DIMENSIONS.has(request.dimension) ? request.dimension : null;
    const body = {
      dimensions: dimension ? [{ name: dimension }] : [],
      metrics: request.metrics.map((name) => ({ name })),
      ...(request.dimensionFilter ? { dimensionFilter: request.dimensionFilter } : {}),
      limit: String(pageSize),
    };
    const report = await api.post(context, dataUrl(property, ':runRealtimeReport'), body, reportSchema);
    return toResult(report, report.rows, { ...request, dimension }, null);
  }

  return {
    type: 'google_analytics',
    catalogue: analyticsCatalogue,
    describeAccount: (context) => describeGoogleAccount(api, endpoints.apis, context),
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') {
        return propertyOptions(await listProperties(context));
      }
      if (parameter === 'metrics' || parameter === 'dimension') {
        return metadataOptions(context, params.property, parameter === 'metrics' ? 'metrics' : 'dimensions');
      }
      throw new SourceProviderError(`Google Analytics has no option list named ${parameter}.`, 404);
    },

    async query(context, query) {
      const property = requiredText(query.config, 'property');
      const metrics = requiredList(query.config, 'metrics');
      assertMetricCount(metrics);
      const request: ReportRequest = {
        metrics,
        dimension: optionalText(query.config, 'dimension') ?? null,
        dimensionFilter: toDimensionFilter(parseFilter(optionalText(query.config, 'filter'))),
      };
      return query.realTime ? runRealtimeReport(context, property, request) : runReport(context, property, request, query.range);
    },
  };
}
