import type { DateRange } from '@pulseboard/shared/contracts';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import type { CrmDeal } from '../crm/deals.js';
import { checkAccount, CRM_ID, crmResult, dayIn, readCrmQuery, type CrmQuery } from '../crm/report.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { SourceProviderError, type Connector, type ConnectorContext, type SourceProperty } from '../types.js';
import { zendeskSellCatalogue } from './catalogue.js';
import { ZendeskSellApi } from './client.js';
import { sellAccount, sellDealsTouching, sellPipelines, sellStages, sellUser, sellUsers, type SellDeal, type SellStage } from './sell-data.js';

export interface ZendeskSellOptions {
  apiUrl: string;
  tokens: AccessTokens;
  userAgent: string;
  maxPages?: number;
}

/** Names by id, for the dimension that needs them only. */
async function namesIf(wanted: boolean, list: () => Promise<Array<{ id: string; name: string }>>): Promise<Map<string, string>> {
  return wanted ? new Map((await list()).map((entry) => [entry.id, entry.name])) : new Map();
}

/** A Sell deal as the reports read it: won or lost by its stage's category, on the day of its last stage change. */
function crmDeal(deal: SellDeal, stage: SellStage | undefined, names: { owners: Map<string, string>; pipelines: Map<string, string> }, currency: string, timezone: string): CrmDeal {
  const outcome = stage?.category === 'won' || stage?.category === 'lost' ? stage.category : undefined;
  const ownerId = deal.owner_id ?? '';
  const pipelineId = stage?.pipeline_id ?? '';
  return {
    created: dayIn(deal.created_at, timezone),
    closed: outcome ? { day: dayIn(deal.last_stage_change_at ?? deal.updated_at, timezone), won: outcome === 'won' } : undefined,
    value: deal.currency === currency ? (deal.value ?? 0) : undefined,
    probability: (stage?.likelihood ?? 0) / 100,
    stage: stage?.name ?? `Stage ${deal.stage_id}`,
    owner: names.owners.get(ownerId) ?? (ownerId ? `User ${ownerId}` : '(no owner)'),
    pipeline: names.pipelines.get(pipelineId) ?? `Pipeline ${pipelineId}`,
  };
}

/**
 * Zendesk Sell (API v2 on api.getbase.com): the account the user granted
 * (one per connection), its pipelines and their stages as option lists, and
 * its deals: created on their creation day, won or lost on the day they
 * moved to a won or lost stage, in the dashboard's zone. Money is in the
 * account's currency; a deal made out in another is counted but left out of
 * the money.
 */
export function zendeskSellConnector(options: ZendeskSellOptions): Connector {
  const api = new ZendeskSellApi(options.tokens, options.apiUrl, options.userAgent, options.maxPages);

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const account = await sellAccount(api, context);
    return [{ id: account.id, name: account.name, group: account.currency }];
  }

  async function deals(context: ConnectorContext, query: CrmQuery, range: DateRange, timezone: string, currency: string): Promise<CrmDeal[]> {
    const [stages, found, owners, pipelines] = await Promise.all([
      sellStages(api, context),
      sellDealsTouching(api, context, range, timezone, query.stage),
      namesIf(query.dimension === 'owner', () => sellUsers(api, context)),
      namesIf(query.dimension === 'pipeline', () => sellPipelines(api, context)),
    ]);
    const stageOf = new Map(stages.map((stage) => [stage.id, stage]));
    return found
      .filter((deal) => (!query.stage || deal.stage_id === query.stage) && (!query.pipeline || stageOf.get(deal.stage_id)?.pipeline_id === query.pipeline))
      .map((deal) => crmDeal(deal, stageOf.get(deal.stage_id), { owners, pipelines }, currency, timezone));
  }

  return {
    type: 'base_me',
    catalogue: zendeskSellCatalogue,
    listProperties,
    describeAccount: async (context) => {
      const user = await sellUser(api, context);
      return user.email ?? user.name;
    },

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      if (parameter === 'pipeline') return (await sellPipelines(api, context)).map((pipeline) => ({ value: pipeline.id, label: pipeline.name }));
      if (parameter === 'stage') {
        if (!params.pipeline || !CRM_ID.test(params.pipeline)) throw new SourceProviderError('Choose a pipeline first.', 400);
        return (await sellStages(api, context, params.pipeline)).map((stage) => ({ value: stage.id, label: stage.name }));
      }
      return fixedOptions(zendeskSellCatalogue, parameter, 'Zendesk Sell');
    },

    async query(context, { config, range, timezone }) {
      const query = readCrmQuery(config, zendeskSellCatalogue, 'Zendesk Sell');
      const account = await sellAccount(api, context);
      checkAccount(query, account.id, 'Zendesk Sell');
      return crmResult(await deals(context, query, range, timezone, account.currency), query, range, account.currency);
    },
  };
}
