import type { CrmDeal } from '../crm/deals.js';
import { checkAccount, CRM_ID, crmResult, dayIn, readCrmQuery } from '../crm/report.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { SourceProviderError, type Connector, type ConnectorContext, type SourceProperty } from '../types.js';
import { salesflareCatalogue } from './catalogue.js';
import { SalesflareApi } from './client.js';
import {
  FIXED_STAGES,
  salesflareOpportunities,
  salesflarePipelines,
  salesflareTeam,
  salesflareUsers,
  type SalesflareOpportunity,
  type SalesflarePipeline,
  type SalesflareStage,
} from './salesflare-data.js';

export interface SalesflareOptions {
  apiUrl: string;
  /** Pages one list may read (connectors/paging); small in tests. */
  maxPages?: number;
}

type StageEntry = { stage: SalesflareStage; pipeline: SalesflarePipeline };

/** An opportunity as the reports read it: won or lost by its stage, closed on its close date. */
function crmDeal(opportunity: SalesflareOpportunity, entry: StageEntry | undefined, owners: Map<string, string>, currency: string, timezone: string): CrmDeal {
  const fixed = entry?.stage.fixed_stage;
  const outcome = fixed === FIXED_STAGES.won || fixed === FIXED_STAGES.lost;
  const ownerId = opportunity.owner ?? '';
  return {
    created: dayIn(opportunity.creation_date, timezone),
    closed: outcome && opportunity.close_date ? { day: opportunity.close_date, won: fixed === FIXED_STAGES.won } : undefined,
    value: opportunity.currency === currency ? (opportunity.value ?? 0) : undefined,
    probability: (entry?.stage.probability ?? 0) / 100,
    stage: entry?.stage.name ?? `Stage ${opportunity.stage}`,
    owner: owners.get(ownerId) ?? (ownerId ? `User ${ownerId}` : '(no owner)'),
    pipeline: entry?.pipeline.name ?? '(unknown pipeline)',
  };
}

/**
 * Salesflare (api.salesflare.com) with the account's API key: its team (one
 * per key), pipelines and their stages as option lists, and opportunities:
 * created on their creation day (in the dashboard's zone), won or lost on
 * their close date once in the fixed Won or Lost stage. Money is in the
 * team's currency; an opportunity in another is counted but left out of the
 * money; the weighted value is its value times its stage's probability.
 */
export function salesflareConnector(options: SalesflareOptions): Connector {
  const api = new SalesflareApi(options.apiUrl, options.maxPages);

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    // An authenticated call: connecting with a wrong key fails here.
    const team = await salesflareTeam(api, context);
    return [{ id: team.id, name: team.name, group: team.currency }];
  }

  return {
    type: 'salesflare',
    catalogue: salesflareCatalogue,
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      const pipelines = parameter === 'pipeline' || parameter === 'stage' ? await salesflarePipelines(api, context) : [];
      if (parameter === 'pipeline') return pipelines.map((pipeline) => ({ value: pipeline.id, label: `${pipeline.name}${pipeline.archived ? ' (archived)' : ''}` }));
      if (parameter === 'stage') {
        if (!params.pipeline || !CRM_ID.test(params.pipeline)) throw new SourceProviderError('Choose a pipeline first.', 400);
        return (pipelines.find((pipeline) => pipeline.id === params.pipeline)?.stages ?? []).map((stage) => ({ value: stage.id, label: stage.name }));
      }
      return fixedOptions(salesflareCatalogue, parameter, 'Salesflare');
    },

    async query(context, { config, range, timezone }) {
      const query = readCrmQuery(config, salesflareCatalogue, 'Salesflare');
      const team = await salesflareTeam(api, context);
      checkAccount(query, team.id, 'Salesflare');
      const [pipelines, opportunities, users] = await Promise.all([
        salesflarePipelines(api, context),
        salesflareOpportunities(api, context, range, timezone, query),
        query.dimension === 'owner' ? salesflareUsers(api, context) : [],
      ]);
      const stages = new Map(pipelines.flatMap((pipeline) => pipeline.stages.map((stage): [string, StageEntry] => [stage.id, { stage, pipeline }])));
      const owners = new Map(users.map((user) => [user.id, user.name ?? user.email ?? `User ${user.id}`]));
      const deals = opportunities
        .filter((opportunity) => (!query.stage || opportunity.stage === query.stage) && (!query.pipeline || stages.get(opportunity.stage)?.pipeline.id === query.pipeline))
        .map((opportunity) => crmDeal(opportunity, stages.get(opportunity.stage), owners, team.currency, timezone));
      return crmResult(deals, query, range, team.currency);
    },
  };
}
