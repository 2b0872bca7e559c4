import { z } from 'zod';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows, ratio } from '../components.js';
import { GraphApi } from '../meta/graph.js';
import { describeMetaAccount } from '../meta/account.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, optionalText, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector, type ConnectorContext, type ConnectorQuery, type SourceProperty } from '../types.js';
import { DIMENSIONS, facebookAdsCatalogue } from './catalogue.js';

export interface FacebookAdsOptions {
  graphUrl: string;
  tokens: AccessTokens;
  maxPages?: number;
}

const accountSchema = z.object({ id: z.string(), name: z.string().default(''), business: z.object({ name: z.string() }).optional() });
const campaignSchema = z.object({ id: z.string(), name: z.string().default(''), status: z.string().optional() });
const actionSchema = z.array(z.object({ action_type: z.string(), value: z.coerce.number() })).default([]);
/** Insights rows: every number a string. */
const insightSchema = z.object({
  date_start: z.string(),
  account_currency: z.string().optional(),
  campaign_name: z.string().optional(),
  publisher_platform: z.string().optional(),
  impressions: z.coerce.number().default(0),
  reach: z.coerce.number().default(0),
  clicks: z.coerce.number().default(0),
  inline_link_clicks: z.coerce.number().default(0),
  spend: z.coerce.number().default(0),
  actions: actionSchema,
  action_values: actionSchema,
});
type Insight = z.infer<typeof insightSchema>;

const ACCOUNT_ID = /^act_\d{1,20}$/;
const CAMPAIGN_ID = /^\d{1,20}$/;
const METRIC_NAMES = new Set(facebookAdsCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const PLATFORMS: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', audience_network: 'Audience Network', messenger: 'Messenger', threads: 'Threads' };
/** Purchases as Meta counts them across pixel, app and offline; the pixel's own count when that is all there is. */
const PURCHASE_ACTIONS = ['purchase', 'omni_purchase', 'offsite_conversion.fb_pixel_purchase'];

type AdsComponents = { impressions: number; reach: number; clicks: number; linkClicks: number; spend: number; purchases: number; purchaseValue: number };
const NO_ADS: AdsComponents = { impressions: 0, reach: 0, clicks: 0, linkClicks: 0, spend: 0, purchases: 0, purchaseValue: 0 };

const actionCount = (actions: Insight['actions']) => {
  for (const type of PURCHASE_ACTIONS) {
    const found = actions.find((action) => action.action_type === type);
    if (found) return found.value;
  }
  return 0;
};

const componentsOf = (row: Insight): AdsComponents => ({
  impressions: row.impressions,
  reach: row.reach,
  clicks: row.clicks,
  linkClicks: row.inline_link_clicks || (row.actions.find((action) => action.action_type === 'link_click')?.value ?? 0),
  spend: row.spend,
  purchases: actionCount(row.actions),
  purchaseValue: actionCount(row.action_values),
});

const deriveAds = (c: AdsComponents) => ({
  ...c,
  frequency: ratio(c.impressions, c.reach),
  ctr: ratio(c.clicks, c.impressions, 100),
  cpc: ratio(c.spend, c.clicks),
  cpm: ratio(c.spend, c.impressions, 1000),
  costPerPurchase: ratio(c.spend, c.purchases),
  roas: ratio(c.purchaseValue, c.spend),
});

function dimensionValue(dimension: string | null, row: Insight): string | null {
  if (dimension === 'date') return row.date_start;
  if (dimension === 'campaign') return row.campaign_name ?? '';
  if (dimension === 'platform') return PLATFORMS[row.publisher_platform ?? ''] ?? row.publisher_platform ?? '';
  return null;
}

/**
 * Facebook Ads (Marketing API): the ad accounts the user can read, their
 * campaigns as an option list, and insights by day, campaign or platform.
 * Days are the ad account's days (its time zone), money its currency.
 */
export function facebookAdsConnector(options: FacebookAdsOptions): Connector {
  const graph = new GraphApi(options.tokens, options.graphUrl, options.maxPages);

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const accounts = await graph.all(context, 'me/adaccounts', { fields: 'id,name,currency,account_status,business{id,name}', limit: '100' }, accountSchema);
    return accounts.map((account) => ({ id: account.id, name: account.name || account.id, group: account.business?.name ?? null }));
  }

  function insights(context: ConnectorContext, account: string, query: ConnectorQuery, request: { dimension: string | null; campaign?: string; rangeTotal?: boolean }) {
    const { dimension, campaign } = request;
    const fields = [
      'account_currency',
      'impressions',
      'reach',
      'clicks',
      'inline_link_clicks',
      'spend',
      'actions',
      'action_values',
      ...(dimension === 'campaign' ? ['campaign_id', 'campaign_name'] : []),
    ];
    const params: Record<string, string> = {
      level: dimension === 'campaign' ? 'campaign' : 'account',
      fields: fields.join(','),
      time_range: JSON.stringify({ since: query.range.startDate, until: query.range.endDate }),
      time_increment: dimension === 'date' ? '1' : 'all_days',
      limit: '500',
    };
    if (dimension === 'platform') params.breakdowns = 'publisher_platform';
    if (campaign) params.filtering = JSON.stringify([{ field: 'campaign.id', operator: 'IN', value: [campaign] }]);
    return graph.all(context, `${account}/insights`, params, insightSchema);
  }

  return {
    type: 'facebook',
    catalogue: facebookAdsCatalogue,
    describeAccount: (context) => describeMetaAccount(graph, context),
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      if (parameter === 'campaign') {
        if (!params.property || !ACCOUNT_ID.test(params.property)) throw new SourceProviderError('Choose an ad account first.', 400);
        const campaigns = await graph.all(context, `${params.property}/campaigns`, { fields: 'id,name,status', limit: '200' }, campaignSchema);
        return campaigns.map((campaign) => ({ value: campaign.id, label: `${campaign.name || campaign.id}${campaign.status === 'PAUSED' ? ' (paused)' : ''}` }));
      }
      return fixedOptions(facebookAdsCatalogue, parameter, 'Facebook Ads');
    },

    async query(context, query) {
      const account = requiredText(query.config, 'property');
      if (!ACCOUNT_ID.test(account)) throw new SourceProviderError('The ad account is not a Meta ad account id (act_…).', 400);
      const campaign = optionalText(query.config, 'campaign');
      if (campaign !== undefined && !CAMPAIGN_ID.test(campaign)) throw new SourceProviderError('The campaign must be a Meta campaign id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Facebook Ads');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Facebook Ads');

      const rows = await insights(context, account, query, { dimension, campaign });
      const derived = deriveRows(
        rows.map((row) => ({ dimension: dimensionValue(dimension, row), components: componentsOf(row) })),
        NO_ADS,
        metrics,
        deriveAds,
      );
      // People reached on several days or by several campaigns are counted once in Meta's range figure, not in the rows' sum.
      const totals = { ...derived.totals };
      if (dimension && (metrics.includes('reach') || metrics.includes('frequency'))) {
        const [range] = await insights(context, account, query, { dimension: null, campaign });
        const whole = range ? componentsOf(range) : NO_ADS;
        if (metrics.includes('reach')) totals.reach = whole.reach;
        if (metrics.includes('frequency')) totals.frequency = ratio(whole.impressions, whole.reach);
      }
      const currency = rows.find((row) => row.account_currency)?.account_currency;
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals, ...(currency ? { currency } : {}) };
    },
  };
}
