import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows, ratio } from '../components.js';
import { describeGoogleAccount } from '../google/account.js';
import { GoogleApi } from '../google/client.js';
import type { GoogleEndpoints } from '../google/endpoints.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector, type ConnectorContext, type SourceProperty } from '../types.js';
import { accessibleCustomersSchema, searchStreamSchema, type AdsRow } from './api-shapes.js';
import { DIMENSIONS, GOOGLE_ADS_API_VERSION, googleAdsCatalogue } from './catalogue.js';
import { dimensionValueOf, reportQuery } from './gaql.js';

export interface GoogleAdsOptions {
  endpoints: GoogleEndpoints;
  tokens: AccessTokens;
}

/** Accounts a source lists at most: an agency's manager account can hold thousands, a widget form needs a list a person can read. */
const MAX_ACCOUNTS = 200;
const METRIC_NAMES = new Set(googleAdsCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const CUSTOMER_ID = /^\d{10}$/;
const RESOURCE_ID = /^\d{1,19}$/;

type AdsComponents = { impressions: number; clicks: number; cost: number; conversions: number; conversionsValue: number };
const NO_ADS: AdsComponents = { impressions: 0, clicks: 0, cost: 0, conversions: 0, conversionsValue: 0 };

/** Money comes in micros of the account's currency. */
const componentsOf = (row: AdsRow): AdsComponents => ({
  impressions: row.metrics?.impressions ?? 0,
  clicks: row.metrics?.clicks ?? 0,
  cost: (row.metrics?.costMicros ?? 0) / 1_000_000,
  conversions: row.metrics?.conversions ?? 0,
  conversionsValue: row.metrics?.conversionsValue ?? 0,
});

const deriveAds = (c: AdsComponents) => ({
  ...c,
  ctr: ratio(c.clicks, c.impressions, 100),
  averageCpc: ratio(c.cost, c.clicks),
  conversionRate: ratio(c.conversions, c.clicks, 100),
  costPerConversion: ratio(c.cost, c.conversions),
  roas: ratio(c.conversionsValue, c.cost),
});

/**
 * An account as a source property: "1234567890" when the user reaches it
 * directly, "1234567890:9876543210" through the manager account after the
 * colon, whose id then goes in the login-customer-id header.
 */
function parseAccount(property: string): { customerId: string; loginCustomerId: string } {
  const [customerId = '', manager] = property.split(':');
  if (!CUSTOMER_ID.test(customerId) || (manager !== undefined && !CUSTOMER_ID.test(manager))) throw new SourceProviderError('The account is not a Google Ads customer id.', 400);
  return { customerId, loginCustomerId: manager ?? customerId };
}

function optionalId(config: Record<string, unknown>, name: string): string | undefined {
  const value = optionalText(config, name);
  if (value !== undefined && !RESOURCE_ID.test(value)) throw new SourceProviderError(`The ${name} must be a Google Ads id.`, 400);
  return value;
}

/**
 * Google Ads: the accounts a user reaches (their own and, through manager
 * accounts, the managers' clients), campaigns and ad groups as option lists,
 * and reports by GAQL through searchStream. Days are the account's days (its
 * time zone), as Google Ads reports them.
 */
export function googleAdsConnector(options: GoogleAdsOptions): Connector {
  const { endpoints, tokens } = options;
  const api = new GoogleApi(tokens);
  const base = `${endpoints.ads}/${GOOGLE_ADS_API_VERSION}/customers`;

  async function search(context: ConnectorContext, property: string, query: string): Promise<AdsRow[]> {
    const { customerId, loginCustomerId } = parseAccount(property);
    const batches = await api.post(context, `${base}/${customerId}/googleAds:searchStream`, { query }, searchStreamSchema, { 'login-customer-id': loginCustomerId });
    return batches.flatMap((batch) => batch.results);
  }

  /** One accessible account: itself when it advertises, its direct clients when it is a manager. */
  async function accountsOf(context: ConnectorContext, id: string): Promise<SourceProperty[]> {
    const [self] = await search(context, id, 'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.manager FROM customer');
    const name = self?.customer?.descriptiveName || id;
    if (!self?.customer?.manager) return [{ id, name, group: null }];
    const clients = await search(
      context,
      id,
      'SELECT customer_client.id, customer_client.descriptive_name, customer_client.manager, customer_client.level FROM customer_client WHERE customer_client.level = 1',
    );
    return clients
      .filter((row) => row.customerClient?.id && !row.customerClient.manager)
      .map((row) => ({ id: `${row.customerClient?.id}:${id}`, name: row.customerClient?.descriptiveName || (row.customerClient?.id ?? ''), group: name }));
  }

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const { resourceNames } = await api.get(context, `${base}:listAccessibleCustomers`, accessibleCustomersSchema);
    const ids = resourceNames.map((name) => name.replace(/^customers\//, '')).filter((id) => CUSTOMER_ID.test(id));
    const accounts: SourceProperty[] = [];
    for (const id of ids) {
      if (accounts.length >= MAX_ACCOUNTS) break;
      try {
        accounts.push(...(await accountsOf(context, id)));
      } catch (error) {
        // A cancelled or suspended account is still "accessible" but answers PERMISSION_DENIED: it has nothing to report.
        if (error instanceof SourceProviderError && error.status === 403) continue;
        throw error;
      }
    }
    // An account reached both directly and through a manager is listed once, directly.
    const direct = new Set(accounts.filter((account) => !account.id.includes(':')).map((account) => account.id));
    return accounts.filter((account) => !account.id.includes(':') || !direct.has(account.id.split(':')[0] ?? '')).slice(0, MAX_ACCOUNTS);
  }

  return {
    type: 'google_ads',
    catalogue: googleAdsCatalogue,
    describeAccount: (context) => describeGoogleAccount(api, endpoints.apis, context),
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      if (parameter === 'campaign' || parameter === 'adGroup') {
        if (!params.property) throw new SourceProviderError('Choose an account first.', 400);
        const campaign = parameter === 'adGroup' ? optionalId(params, 'campaign') : undefined;
        const rows = await search(
          context,
          params.property,
          parameter === 'campaign'
            ? "SELECT campaign.id, campaign.name, campaign.status FROM campaign WHERE campaign.status != 'REMOVED' ORDER BY campaign.name"
            : `SELECT ad_group.id, ad_group.name, ad_group.status FROM ad_group WHERE ad_group.status != 'REMOVED'${campaign ? ` AND campaign.id = ${campaign}` : ''} ORDER BY ad_group.name`,
        );
        return rows.map((row) => {
          const entity = parameter === 'campaign' ? row.campaign : row.adGroup;
          return { value: entity?.id ?? '', label: `${entity?.name ?? entity?.id ?? ''}${entity?.status === 'PAUSED' ? ' (paused)' : ''}` };
        });
      }
      return fixedOptions(googleAdsCatalogue, parameter, 'Google Ads');
    },

    async query(context, query) {
      const property = requiredText(query.config, 'property');
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Google Ads');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Google Ads');
      const rows = await search(context, property, reportQuery({ dimension, campaign: optionalId(query.config, 'campaign'), adGroup: optionalId(query.config, 'adGroup'), range: query.range }));

      // Rows of a narrower resource (each campaign's day, say) fold into the dimension's values.
      const derived = deriveRows(
        rows.map((row) => ({ dimension: dimensionValueOf(dimension, row), components: componentsOf(row) })),
        NO_ADS,
        metrics,
        deriveAds,
      );
      const currency = rows.find((row) => row.customer?.currencyCode)?.customer?.currencyCode;
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals: derived.totals, ...(currency ? { currency } : {}) };
    },
  };
}
