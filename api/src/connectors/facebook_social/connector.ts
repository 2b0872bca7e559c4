import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows, ratio } from '../components.js';
import { describeMetaAccount } from '../meta/account.js';
import { GraphApi } from '../meta/graph.js';
import { dailyValues, insightWindows, insightsSchema } from '../meta/insights.js';
import { pageProperties, pageTokenFor } from '../meta/pages.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector } from '../types.js';
import { DIMENSIONS, PAGE_METRIC_SOURCES, facebookPagesCatalogue } from './catalogue.js';

export interface FacebookPagesOptions {
  graphUrl: string;
  tokens: AccessTokens;
  maxPages?: number;
}

/** Page insights answer at most 90 days per call. */
const WINDOW_DAYS = 90;
const PAGE_ID = /^\d{1,20}$/;
const METRIC_NAMES = new Set(facebookPagesCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const COMPONENTS = Object.keys(PAGE_METRIC_SOURCES);
const NOTHING = Object.fromEntries(COMPONENTS.map((name) => [name, 0]));

const derivePage = (c: Record<string, number>) => ({
  ...c,
  engagementRate: ratio(c.engagements ?? 0, c.views ?? 0, 100),
  netFollows: (c.newFollows ?? 0) - (c.unfollows ?? 0),
});

/** The insights metrics a widget's metrics are made of. */
function sourcesOf(metrics: readonly string[]): string[] {
  const needed = new Set(metrics.flatMap((metric) => (metric === 'engagementRate' ? ['engagements', 'views'] : metric === 'netFollows' ? ['newFollows', 'unfollows'] : [metric])));
  return [...needed].map((metric) => PAGE_METRIC_SOURCES[metric] ?? metric);
}

/**
 * Facebook Pages (Page Insights): the Pages the user manages, read with each
 * Page's own token, daily values in windows of 90 days.
 */
export function facebookPagesConnector(options: FacebookPagesOptions): Connector {
  const graph = new GraphApi(options.tokens, options.graphUrl, options.maxPages);

  return {
    type: 'facebook_social',
    catalogue: facebookPagesCatalogue,
    describeAccount: (context) => describeMetaAccount(graph, context),
    listProperties: (context) => pageProperties(graph, context),

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(await pageProperties(graph, context));
      return fixedOptions(facebookPagesCatalogue, parameter, 'Facebook Pages');
    },

    async query(context, query) {
      const page = requiredText(query.config, 'property');
      if (!PAGE_ID.test(page)) throw new SourceProviderError('The Page is not a Facebook Page id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Facebook Pages');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Facebook Pages');
      const token = await pageTokenFor(graph, context, page);
      const metric = sourcesOf(metrics).join(',');
      const answers = [];
      for (const window of insightWindows(query.range, WINDOW_DAYS)) {
        answers.push(await graph.get(context, `${page}/insights`, { metric, period: 'day', ...window }, insightsSchema, { token }));
      }
      const byDay = [...dailyValues(answers)].sort(([a], [b]) => a.localeCompare(b));
      const rows = byDay.map(([day, values]) => ({
        dimension: dimension === 'date' ? day : null,
        components: Object.fromEntries(COMPONENTS.map((name) => [name, values[PAGE_METRIC_SOURCES[name] ?? ''] ?? 0])),
      }));
      const derived = deriveRows(rows, NOTHING, metrics, derivePage);
      const totals = { ...derived.totals };
      // Followers is a count per day: the range's is its last day's, not a sum.
      const lastDay = rows.at(-1)?.components;
      if (metrics.includes('followers')) totals.followers = lastDay?.followers ?? 0;
      const shaped = shapeResult(metrics, dimension, derived.rows, query.range);
      return { ...shaped, rows: dimension ? shaped.rows : [{ dimension: null, values: totals }], totals };
    },
  };
}
