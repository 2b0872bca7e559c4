import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows } from '../components.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector } from '../types.js';
import { LIST_ID, PAGE_SIZE, audienceGrowth, audiences } from './audience.js';
import { AUDIENCE_METRICS, DIMENSIONS, mailchimpCatalogue } from './catalogue.js';
import { MailchimpApi } from './client.js';
import type { MailchimpEndpoints } from './endpoints.js';
import { readMetadata } from './metadata.js';
import { NO_CAMPAIGNS, REPORT_FIELDS, componentsOf, deriveCampaigns, reportSchema, sendDayOf, sendTimeWindow, type CampaignReport } from './reports.js';

export interface MailchimpOptions {
  endpoints: MailchimpEndpoints;
  tokens: AccessTokens;
  maxPages?: number;
}

const METRIC_NAMES = new Set(mailchimpCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));

function dimensionValue(dimension: string | null, report: CampaignReport, timezone: string): string | null {
  if (dimension === 'date') return sendDayOf(report, timezone);
  if (dimension === 'campaign') return report.campaign_title || report.id;
  return null;
}

/**
 * Mailchimp (Marketing API 3.0): the account's audiences, the reports of the
 * campaigns sent to one of them within the range (by send date in the
 * dashboard's time zone, or by campaign), and the audience's monthly growth.
 */
export function mailchimpConnector(options: MailchimpOptions): Connector {
  const api = new MailchimpApi(options.tokens, options.endpoints, options.maxPages);

  return {
    type: 'mailchimp',
    catalogue: mailchimpCatalogue,
    describeAccount: async (context) => (await readMetadata(options.endpoints.oauth, await options.tokens.token(context), context.signal)).accountname || null,
    listProperties: (context) => audiences(api, context),

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(await audiences(api, context));
      return fixedOptions(mailchimpCatalogue, parameter, 'Mailchimp');
    },

    async query(context, query) {
      const listId = requiredText(query.config, 'property');
      if (!LIST_ID.test(listId)) throw new SourceProviderError('The audience is not a Mailchimp audience id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Mailchimp');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Mailchimp');
      const wantsAudience = metrics.some((metric) => AUDIENCE_METRICS.has(metric));
      if (wantsAudience && dimension) throw new SourceProviderError('Mailchimp keeps audience growth by month: show the audience metrics without a dimension.', 400);
      const wantsCampaigns = metrics.some((metric) => !AUDIENCE_METRICS.has(metric));

      const [reports, audience] = await Promise.all([
        wantsCampaigns ? api.all(context, 'reports', { ...sendTimeWindow(query.range, query.timezone), fields: REPORT_FIELDS }, 'reports', reportSchema, PAGE_SIZE) : [],
        wantsAudience ? audienceGrowth(api, context, listId, query.range) : undefined,
      ]);
      // /3.0/reports has no audience filter: the account's other audiences' campaigns are left out here.
      const sent = reports.filter((report) => report.list_id === listId);
      const derived = deriveRows(
        sent.map((report) => ({ dimension: dimensionValue(dimension, report, query.timezone), components: componentsOf(report) })),
        NO_CAMPAIGNS,
        metrics,
        deriveCampaigns,
      );
      const totals = { ...derived.totals, ...(audience && Object.fromEntries(Object.entries(audience).filter(([name]) => metrics.includes(name)))) };
      const shaped = shapeResult(metrics, dimension, derived.rows, query.range);
      return { ...shaped, rows: dimension ? shaped.rows : [{ dimension: null, values: totals }], totals };
    },
  };
}
