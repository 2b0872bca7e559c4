import type { Option } from '@pulseboard/shared/contracts';
import { propertyOptions } from '../options.js';
import { rankResult } from '../seo/keyword-ranks.js';
import { rankTrackerCatalogue, readRankQuery } from '../seo/rank-catalogue.js';
import { countryName } from '../seo/search-engine-label.js';
import { SourceProviderError, type Connector, type ConnectorContext, type ConnectorCost } from '../types.js';
import { accountDomains, sourceAccount } from './accounts.js';
import type { AccuRankerApi } from './client.js';
import { domainChecks, trackedKeywords, type TrackedKeyword } from './keywords.js';

const HOUR = 3_600_000;
/** AccuRanker refreshes ranks once a day and meters a plan's API requests: an answer is kept six hours, a source makes at most 500 calls a day. */
const ACCURANKER_COST: ConnectorCost = { cacheTtlMs: 6 * HOUR, callsPerDay: 500 };

const accuRankerCatalogue = rankTrackerCatalogue({ type: 'accuranker', property: 'Domain', searchVolume: true, country: true });

/** A list's distinct entries, in order of first appearance. */
function distinctOptions(keywords: readonly TrackedKeyword[], entry: (keyword: TrackedKeyword) => Option): Option[] {
  const options = new Map<string, Option>();
  for (const keyword of keywords) {
    const option = entry(keyword);
    if (!options.has(option.value)) options.set(option.value, option);
  }
  return [...options.values()];
}

const LISTS: Record<string, (keyword: TrackedKeyword) => Option> = {
  searchEngine: (keyword) => ({ value: keyword.search_engine.name, label: keyword.search_engine.name }),
  country: (keyword) => ({ value: keyword.search_locale.country_code, label: countryName(keyword.search_locale.country_code) }),
  keyword: (keyword) => ({ value: keyword.keyword, label: keyword.keyword }),
};

/**
 * AccuRanker (API v4, through OAuth) on the account (organisation) the source
 * was connected for: its domains, grouped by client, each keyword's daily
 * rank on its engine in its country, its monthly searches, and the rank
 * metrics made of them.
 */
export function accuRankerConnector(api: AccuRankerApi): Connector {
  /** The domain a widget asks for, which must be one of the source account's. */
  async function accountDomain(context: ConnectorContext, domainId: string): Promise<string> {
    const domains = accountDomains(await sourceAccount(api, context));
    if (!domains.some((domain) => domain.id === domainId)) throw new SourceProviderError(`Domain ${domainId} is not in the AccuRanker account ${context.account ?? ''}.`, 404);
    return domainId;
  }

  return {
    type: 'accuranker',
    catalogue: accuRankerCatalogue,
    cost: ACCURANKER_COST,

    async describeAccount(context) {
      return (await sourceAccount(api, context)).org_name;
    },

    async listProperties(context) {
      return accountDomains(await sourceAccount(api, context));
    },

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(accountDomains(await sourceAccount(api, context)));
      const list = Object.hasOwn(LISTS, parameter) ? LISTS[parameter] : undefined;
      if (!list) throw new SourceProviderError(`AccuRanker has no option list named ${parameter}.`, 404);
      if (!params.property) throw new SourceProviderError('Choose a domain first.', 400);
      return distinctOptions(await trackedKeywords(api, context, await accountDomain(context, params.property)), list);
    },

    async query(context, query) {
      const asked = readRankQuery(accuRankerCatalogue, 'AccuRanker', query.config);
      const checks = await domainChecks(api, context, await accountDomain(context, asked.property), query.range, asked);
      return rankResult(checks, asked.metrics, asked.dimension, query.range);
    },
  };
}
