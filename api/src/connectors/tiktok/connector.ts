import type { DateRange } from '@pulseboard/shared/contracts';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows } from '../components.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector, type ConnectorContext } from '../types.js';
import { TIKTOK_ID, campaignOptions, currencyOf, grantedAdvertisers } from './advertisers.js';
import { DIMENSIONS, tikTokCatalogue } from './catalogue.js';
import { TikTokApi } from './client.js';
import { NO_DELIVERY, REPORT_PAGE_SIZE, componentsOf, deriveTikTok, dimensionOf, reportParams, reportRowSchema, reportWindows, type ReportQuery, type ReportRow } from './report.js';

export interface TikTokAdsOptions {
  apiUrl: string;
  app: { id: string; secret: string };
  tokens: AccessTokens;
  maxPages?: number;
}

const METRIC_NAMES = new Set(tikTokCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));

/** Every row of the report over the range, window by window and page by page. */
async function reportRows(api: TikTokApi, context: ConnectorContext, query: ReportQuery, range: DateRange): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const window of reportWindows(range, query.dimension === 'date')) {
    rows.push(...(await api.all(context, 'report/integrated/get', reportParams(query, window), reportRowSchema, REPORT_PAGE_SIZE)));
  }
  return rows;
}

/**
 * The range's reach as TikTok counts it (each person once), for a query whose
 * rows are days: their reach added up would count a person once a day.
 */
async function rangeReach(api: TikTokApi, context: ConnectorContext, query: ReportQuery, range: DateRange): Promise<number> {
  const rows = await reportRows(api, context, { ...query, dimension: null }, range);
  return rows.reduce((total, row) => total + componentsOf(row).reach, 0);
}

/**
 * TikTok Ads (Marketing API v1.3): the advertisers the user granted the app,
 * their campaigns as an option list, and the integrated BASIC report by day,
 * campaign or ad group, in the advertiser's currency and time zone.
 */
export function tikTokAdsConnector(options: TikTokAdsOptions): Connector {
  const api = new TikTokApi(options.tokens, options.apiUrl, options.maxPages);

  return {
    type: 'tiktok',
    catalogue: tikTokCatalogue,
    listProperties: (context) => grantedAdvertisers(api, context, options.app),

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await grantedAdvertisers(api, context, options.app));
      if (parameter === 'campaign') {
        if (!params.property || !TIKTOK_ID.test(params.property)) throw new SourceProviderError('Choose an advertiser account first.', 400);
        return campaignOptions(api, context, params.property);
      }
      return fixedOptions(tikTokCatalogue, parameter, 'TikTok Ads');
    },

    async query(context, query) {
      const advertiserId = requiredText(query.config, 'property');
      if (!TIKTOK_ID.test(advertiserId)) throw new SourceProviderError('The advertiser account is not a TikTok advertiser id.', 400);
      const campaignId = optionalText(query.config, 'campaign');
      if (campaignId !== undefined && !TIKTOK_ID.test(campaignId)) throw new SourceProviderError('The campaign must be a TikTok campaign id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'TikTok Ads');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'TikTok Ads');
      const report: ReportQuery = { advertiserId, dimension, campaignId };

      const [rows, reach, currency] = await Promise.all([
        reportRows(api, context, report, query.range),
        dimension === 'date' && metrics.includes('reach') ? rangeReach(api, context, report, query.range) : undefined,
        currencyOf(api, context, advertiserId),
      ]);
      const derived = deriveRows(
        rows.map((row) => ({ dimension: dimensionOf(row, report), components: componentsOf(row) })),
        NO_DELIVERY,
        metrics,
        deriveTikTok,
      );
      const totals = reach === undefined ? derived.totals : { ...derived.totals, reach };
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals, ...(currency ? { currency } : {}) };
    },
  };
}
