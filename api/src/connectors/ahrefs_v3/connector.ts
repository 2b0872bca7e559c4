import { z } from 'zod';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { fixedOptions, propertyOptions } from '../options.js';
import { optionalText } from '../query-config.js';
import { SEO_FLOW_METRICS } from '../seo/domain-metrics.js';
import { keywordResult } from '../seo/keyword-rankings.js';
import { seriesResult } from '../seo/series.js';
import { targetProperties, widgetTarget } from '../seo/targets.js';
import { readSeoReport } from '../seo/widget-report.js';
import { SourceProviderError, type Connector, type ConnectorCost } from '../types.js';
import type { AhrefsGet } from './ahrefs-api.js';
import { AHREFS_COUNTRIES, AHREFS_MODES, ahrefsCatalogue, DEFAULT_MODE, DOMAIN_METRIC_NAMES, KEYWORD_METRIC_NAMES } from './catalogue.js';
import { figuresAt, HISTORY_METRICS, historyOver, type AhrefsScope } from './domain-figures.js';
import { organicKeywords } from './organic-keywords.js';

/**
 * Ahrefs charges API units per row (50 at least per call). Its figures
 * change once a day, so an answer is kept a day; 250 questions a day (about
 * 12 dashboards of 10 widgets, each with its comparison) leave room for
 * ranges being changed.
 */
const AHREFS_COST: ConnectorCost = { cacheTtlMs: 24 * 60 * 60_000, callsPerDay: 250 };

const KNOWN = { domain: new Set<string>(DOMAIN_METRIC_NAMES), keyword: new Set(KEYWORD_METRIC_NAMES) };

function choice(config: Record<string, unknown>, name: string, options: ReadonlyArray<{ value: string }>): string | undefined {
  const value = optionalText(config, name);
  if (value !== undefined && !options.some((option) => option.value === value)) throw new SourceProviderError(`Ahrefs has no ${name} ${value}.`, 400);
  return value;
}

const scopeOf = (target: string, config: Record<string, unknown>): AhrefsScope => ({
  target,
  mode: choice(config, 'mode', AHREFS_MODES) ?? DEFAULT_MODE,
  country: choice(config, 'country', AHREFS_COUNTRIES),
});

/** The usage endpoint costs no units: how a key is tried before it is stored. */
const usageSchema = z.object({ limits_and_usage: z.object({}).passthrough() });

export interface AhrefsOptions {
  get: AhrefsGet;
  /** The clock that says which day is today in the dashboard's zone. */
  now?: () => Date;
}

/**
 * Ahrefs (API v3, Site Explorer) for the domains typed in the source's
 * account: Domain Rating, backlinks and referring domains, organic traffic,
 * keywords and their value, for the range (as at its end) or by date from
 * the histories; or the keywords with their positions and the month's change.
 */
export function ahrefsConnector({ get, now = () => new Date() }: AhrefsOptions): Connector {
  return {
    type: 'ahrefs_v3',
    catalogue: ahrefsCatalogue,
    cost: AHREFS_COST,

    async listProperties(context) {
      await get(context, '/subscription-info/limits-and-usage', {}, usageSchema);
      return targetProperties(context);
    },

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(targetProperties(context));
      return fixedOptions(ahrefsCatalogue, parameter, 'Ahrefs');
    },

    async query(context, query) {
      const scope = scopeOf(widgetTarget(context, query.config), query.config);
      const report = readSeoReport(query.config, KNOWN, 'Ahrefs');
      const today = todayIn(query.timezone, now());
      const { range } = query;
      // Nothing is measured ahead of today: no units are spent on a future range.
      const at = range.endDate < today ? range.endDate : today;
      if (report.report === 'keywords') return keywordResult(range.startDate > today ? [] : await organicKeywords(get, context, scope, at), report.metrics, report.dimension);
      const withoutHistory = report.metrics.filter((metric) => !HISTORY_METRICS.has(metric));
      if (report.dimension === 'date' && withoutHistory.length) throw new SourceProviderError(`Ahrefs has no history of ${withoutHistory.join(', ')}: show it without a dimension.`, 400);
      const snapshots =
        range.startDate > today
          ? []
          : report.dimension === 'date'
            ? // The point before the range's start holds on its first days.
              await historyOver(get, context, scope, { startDate: addDays(range.startDate, -31), endDate: at }, report.metrics)
            : await figuresAt(get, context, scope, at, report.metrics);
      const result = seriesResult(snapshots, report.metrics, SEO_FLOW_METRICS, report.dimension, range, today);
      return report.metrics.includes('organicTrafficValue') ? { ...result, currency: 'USD' } : result;
    },
  };
}
