import { addDays, todayIn } from '@pulseboard/shared/dates';
import { fixedOptions, propertyOptions } from '../options.js';
import { optionalText } from '../query-config.js';
import { SEO_FLOW_METRICS } from '../seo/domain-metrics.js';
import { keywordResult } from '../seo/keyword-rankings.js';
import { seriesResult, type Snapshot } from '../seo/series.js';
import { targetProperties, widgetTarget } from '../seo/targets.js';
import { readSeoReport } from '../seo/widget-report.js';
import { SourceProviderError, type Connector, type ConnectorContext, type ConnectorCost, type ConnectorQuery } from '../types.js';
import { BACKLINK_METRICS, DEFAULT_DATABASE, KEYWORD_METRIC_NAMES, RANK_METRICS, SEMRUSH_DATABASES, semrushCatalogue } from './catalogue.js';
import { backlinkHistory, backlinksNow, rankHistory, rankNow, type DomainQuestion } from './domain-reports.js';
import { keywordRankings } from './keyword-report.js';
import type { SemrushApi } from './semrush-api.js';

/**
 * Semrush charges API units per line. Its figures change once a day at
 * most (the domain reports once a month), so an answer is kept a day; 250
 * questions a day (about 12 dashboards of 10 widgets, each with its
 * comparison) leave room for ranges being changed.
 */
export const SEMRUSH_COST: ConnectorCost = { cacheTtlMs: 24 * 60 * 60_000, callsPerDay: 250 };

const RANK = new Set<string>(RANK_METRICS);
const BACKLINKS = new Set<string>(BACKLINK_METRICS);
const KNOWN = { domain: new Set([...RANK, ...BACKLINKS]), keyword: new Set(KEYWORD_METRIC_NAMES) };
const DATABASES = new Set(SEMRUSH_DATABASES.map((database) => database.value));

function databaseOf(config: Record<string, unknown>): string {
  const database = optionalText(config, 'database') ?? DEFAULT_DATABASE;
  if (!DATABASES.has(database)) throw new SourceProviderError(`Semrush has no database ${database}.`, 400);
  return database;
}

export interface SemrushOptions {
  api: SemrushApi;
  /** The clock that says which day is today in the dashboard's zone. */
  now?: () => Date;
}

/**
 * Semrush (Analytics API v3 and Backlinks API) for the domains typed in the
 * source's account: the domain's organic figures and backlink profile by
 * date (monthly history, with today's figures while the range reaches
 * today), or its keywords with their positions and change.
 */
export function semrushConnector({ api, now = () => new Date() }: SemrushOptions): Connector {
  async function domainReport(context: ConnectorContext, query: ConnectorQuery, question: DomainQuestion, metrics: string[]): Promise<Snapshot[]> {
    const { range } = query;
    // Nothing is measured ahead of today: no units are spent on a future range.
    if (range.startDate > question.today) return [];
    const reachesToday = range.endDate >= question.today;
    const wants = (group: ReadonlySet<string>) => metrics.some((metric) => group.has(metric));
    const reports = [
      wants(RANK) ? rankHistory : undefined,
      wants(RANK) && reachesToday ? rankNow : undefined,
      wants(BACKLINKS) ? backlinkHistory : undefined,
      wants(BACKLINKS) && reachesToday ? backlinksNow : undefined,
    ].filter((report) => report !== undefined);
    return (await Promise.all(reports.map((report) => report(api, context, question)))).flat();
  }

  return {
    type: 'semrush',
    catalogue: semrushCatalogue,
    cost: SEMRUSH_COST,

    async listProperties(context) {
      // The units balance costs no units: a key Semrush refuses fails here, before the source is stored.
      await api.unitsBalance(context);
      return targetProperties(context);
    },

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(targetProperties(context));
      return fixedOptions(semrushCatalogue, parameter, 'Semrush');
    },

    async query(context, query) {
      const target = widgetTarget(context, query.config);
      const database = databaseOf(query.config);
      const report = readSeoReport(query.config, KNOWN, 'Semrush');
      const today = todayIn(query.timezone, now());
      if (report.report === 'keywords') return keywordResult(await keywordRankings(api, context, { target, database, range: query.range, today }), report.metrics, report.dimension);
      // The measurement before the range's start holds on its first days.
      const question = { target, database, since: addDays(query.range.startDate, -31), today };
      const snapshots = await domainReport(context, query, question, report.metrics);
      const result = seriesResult(snapshots, report.metrics, SEO_FLOW_METRICS, report.dimension, query.range, today);
      // Semrush estimates the traffic's value in US dollars, whatever the database.
      return report.metrics.includes('organicTrafficValue') ? { ...result, currency: 'USD' } : result;
    },
  };
}
