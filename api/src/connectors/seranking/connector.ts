import { z } from 'zod';
import { propertyOptions } from '../options.js';
import { rankResult } from '../seo/keyword-ranks.js';
import { rankTrackerCatalogue, readRankQuery } from '../seo/rank-catalogue.js';
import { searchEngineLabel } from '../seo/search-engine-label.js';
import { SourceProviderError, type Connector, type ConnectorContext, type ConnectorCost, type SourceProperty } from '../types.js';
import type { SeRankingGet } from './client.js';
import { siteEngines, sitePositions, type SiteEngine } from './positions.js';

export interface SeRankingOptions {
  get: SeRankingGet;
  /** Pages one report may read (connectors/paging); small in tests. */
  maxPages?: number;
}

const HOUR = 3_600_000;
/** SE Ranking checks positions once a day and charges API credits: an answer is kept six hours, a source makes at most 500 calls a day. */
const SERANKING_COST: ConnectorCost = { cacheTtlMs: 6 * HOUR, callsPerDay: 500 };

const seRankingCatalogue = rankTrackerCatalogue({ type: 'seranking', property: 'Site', searchVolume: true, country: false });

const siteSchema = z.object({ id: z.number(), title: z.string(), name: z.string().nullish() });
const keywordSchema = z.object({ id: z.number(), name: z.string() });

const engineLabel = (engine: SiteEngine) => searchEngineLabel(engine.name, engine.country_code, engine.region_name);

/**
 * SE Ranking (project API) on the account its API key opens: the sites it
 * tracks, each keyword's daily position on each of the site's search
 * engines, its monthly searches, and the rank metrics made of them.
 */
export function seRankingConnector(options: SeRankingOptions): Connector {
  const { get, maxPages } = options;

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const { data } = await get(context, '/sites', {}, z.array(siteSchema));
    return data.map((site) => ({ id: String(site.id), name: site.title, group: null }));
  }

  return {
    type: 'seranking',
    catalogue: seRankingCatalogue,
    cost: SERANKING_COST,
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      const site = params.property;
      if (!site) throw new SourceProviderError('Choose a site first.', 400);
      if (parameter === 'searchEngine') return (await siteEngines(get, context, site)).map((engine) => ({ value: String(engine.site_engine_id), label: engineLabel(engine) }));
      if (parameter === 'keyword') return (await get(context, '/sites/keywords', { site_id: site }, z.array(keywordSchema))).data.map((keyword) => ({ value: keyword.name, label: keyword.name }));
      throw new SourceProviderError(`SE Ranking has no option list named ${parameter}.`, 404);
    },

    async query(context, query) {
      const asked = readRankQuery(seRankingCatalogue, 'SE Ranking', query.config);
      const engines = new Map((await siteEngines(get, context, asked.property)).map((engine) => [engine.site_engine_id, engineLabel(engine)]));
      const checks = await sitePositions(
        get,
        context,
        { siteId: asked.property, engineId: asked.searchEngine, range: query.range, engineLabel: (id) => engines.get(id) ?? `Search engine ${id}` },
        maxPages,
      );
      return rankResult(asked.keyword ? checks.filter((check) => check.keyword === asked.keyword) : checks, asked.metrics, asked.dimension, query.range);
    },
  };
}
