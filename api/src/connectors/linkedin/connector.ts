import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows } from '../components.js';
import { LinkedInApi } from '../linkedin_api/rest-client.js';
import { LINKEDIN_ID, idOfUrn, urnOf } from '../linkedin_api/urns.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector, type ConnectorContext } from '../types.js';
import { ANALYTICS_FIELDS, NO_ADS, analyticsElementSchema, analyticsParams, componentsOf, dayOf, deriveAds, type AnalyticsElement } from './analytics.js';
import { DIMENSIONS, linkedInAdsCatalogue } from './catalogue.js';
import { accountEntities, adAccounts, currencyOf } from './entities.js';

export interface LinkedInAdsOptions {
  apiUrl: string;
  tokens: AccessTokens;
  maxPages?: number;
}

const METRIC_NAMES = new Set(linkedInAdsCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));

/** Campaign or campaign group names by URN, for rows pivoted by them. */
async function pivotNames(api: LinkedInApi, context: ConnectorContext, accountId: string, dimension: string | null): Promise<Map<string, string>> {
  if (dimension !== 'campaign' && dimension !== 'campaignGroup') return new Map();
  const entities = await accountEntities(api, context, accountId, dimension === 'campaign' ? 'adCampaigns' : 'adCampaignGroups');
  return new Map(entities.map((entity) => [urnOf(dimension, entity.id), entity.name || entity.id]));
}

function dimensionValue(dimension: string | null, element: AnalyticsElement, names: Map<string, string>): string | null {
  if (dimension === 'date') return dayOf(element);
  if (!dimension) return null;
  const urn = element.pivotValues[0] ?? '';
  return names.get(urn) ?? idOfUrn(dimension === 'campaign' ? 'campaign' : 'campaignGroup', urn) ?? urn;
}

/**
 * LinkedIn Ads (Marketing API reporting): the ad accounts the member has a
 * role on, their campaigns as an option list, and adAnalytics by day,
 * campaign or campaign group. Days are UTC days, as LinkedIn reports them;
 * money is the account's currency.
 */
export function linkedInAdsConnector(options: LinkedInAdsOptions): Connector {
  const api = new LinkedInApi(options.tokens, options.apiUrl, options.maxPages);

  return {
    type: 'linkedin',
    catalogue: linkedInAdsCatalogue,
    listProperties: (context) => adAccounts(api, context),

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await adAccounts(api, context));
      if (parameter === 'campaign') {
        if (!params.property || !LINKEDIN_ID.test(params.property)) throw new SourceProviderError('Choose an ad account first.', 400);
        const campaigns = await accountEntities(api, context, params.property, 'adCampaigns');
        return campaigns.map((campaign) => ({ value: campaign.id, label: `${campaign.name || campaign.id}${campaign.status === 'PAUSED' ? ' (paused)' : ''}` }));
      }
      return fixedOptions(linkedInAdsCatalogue, parameter, 'LinkedIn Ads');
    },

    async query(context, query) {
      const account = requiredText(query.config, 'property');
      if (!LINKEDIN_ID.test(account)) throw new SourceProviderError('The ad account is not a LinkedIn ad account id.', 400);
      const campaign = optionalText(query.config, 'campaign');
      if (campaign !== undefined && !LINKEDIN_ID.test(campaign)) throw new SourceProviderError('The campaign must be a LinkedIn campaign id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'LinkedIn Ads');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'LinkedIn Ads');

      const [elements, names, currency] = await Promise.all([
        api.elements(context, 'adAnalytics', analyticsParams(account, query.range, dimension, campaign), analyticsElementSchema, ANALYTICS_FIELDS),
        pivotNames(api, context, account, dimension),
        currencyOf(api, context, account),
      ]);
      const derived = deriveRows(
        elements.map((element) => ({ dimension: dimensionValue(dimension, element, names), components: componentsOf(element) })),
        NO_ADS,
        metrics,
        deriveAds,
      );
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals: derived.totals, ...(currency ? { currency } : {}) };
    },
  };
}
