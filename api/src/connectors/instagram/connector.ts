import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { ratio } from '../components.js';
import { describeMetaAccount } from '../meta/account.js';
import { GraphApi } from '../meta/graph.js';
import { dailyValues, insightWindows, insightsSchema } from '../meta/insights.js';
import { instagramProperties, pageTokenFor } from '../meta/pages.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector, type ConnectorContext, type ConnectorQuery } from '../types.js';
import { DIMENSIONS, POST_METRICS, SERIES_METRICS, TOTAL_METRICS, instagramCatalogue } from './catalogue.js';

export interface InstagramOptions {
  graphUrl: string;
  tokens: AccessTokens;
  maxPages?: number;
}

/** Instagram insights answer at most 30 days per call. */
const WINDOW_DAYS = 30;
/** A post's caption as its label, cut to what a table cell shows. */
const CAPTION_LENGTH = 80;
const ACCOUNT_ID = /^\d{1,25}$/;
const METRIC_NAMES = new Set(instagramCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const POSTS = new Set(POST_METRICS);

/** Instagram's since and until are Unix times. */
const unixDay = (day: string) => String(Date.parse(`${day}T00:00:00Z`) / 1000);

const mediaSchema = z.object({
  id: z.string(),
  caption: z.string().default(''),
  timestamp: z.string(),
  like_count: z.coerce.number().default(0),
  comments_count: z.coerce.number().default(0),
});
const profileSchema = z.object({ followers_count: z.coerce.number().default(0) });

/** Which metrics a dimension can split, as Meta reports them. */
function checkDimension(dimension: string | null, metrics: readonly string[]): void {
  if (dimension === 'post' && metrics.some((metric) => !POSTS.has(metric))) {
    throw new SourceProviderError('Only post metrics (posts, likes and comments on posts) can be split by post.', 400);
  }
  const perDay = (metric: string) => POSTS.has(metric) || metric in SERIES_METRICS;
  if (dimension === 'date' && metrics.some((metric) => !perDay(metric))) {
    throw new SourceProviderError('Instagram gives reach, new followers and post metrics per day; views, engagement and followers only for the whole range: show them without a dimension.', 400);
  }
}

/**
 * Instagram business accounts (through the Pages they are linked to, read
 * with the Page's token): account insights as Meta totals them over the range
 * (reach counted once per account, not once per day), reach and new followers
 * per day, followers now, and the posts published in the range.
 */
export function instagramConnector(options: InstagramOptions): Connector {
  const graph = new GraphApi(options.tokens, options.graphUrl, options.maxPages);

  async function insights(context: ConnectorContext, account: string, token: string, range: ConnectorQuery['range'], metrics: string[], totals: boolean) {
    const answers = [];
    for (const window of insightWindows(range, WINDOW_DAYS)) {
      const params = { metric: metrics.join(','), period: 'day', since: unixDay(window.since), until: unixDay(window.until) };
      answers.push(await graph.get(context, `${account}/insights`, totals ? { ...params, metric_type: 'total_value' } : params, insightsSchema, { token }));
    }
    return answers;
  }

  /** Range totals of account metrics; a range longer than one call adds the calls' totals up. */
  async function accountTotals(context: ConnectorContext, account: string, token: string, range: ConnectorQuery['range'], metrics: string[]): Promise<Record<string, number>> {
    const totals: Record<string, number> = {};
    for (const answer of await insights(context, account, token, range, metrics, true)) {
      for (const metric of answer.data) totals[metric.name] = (totals[metric.name] ?? 0) + (metric.total_value?.value ?? 0);
    }
    return totals;
  }

  async function postsOf(context: ConnectorContext, account: string, token: string, range: ConnectorQuery['range']) {
    const params = { fields: 'id,caption,timestamp,like_count,comments_count', since: unixDay(range.startDate), until: unixDay(addDays(range.endDate, 1)), limit: '100' };
    return graph.all(context, `${account}/media`, params, mediaSchema, { token });
  }

  return {
    type: 'instagram',
    catalogue: instagramCatalogue,
    describeAccount: (context) => describeMetaAccount(graph, context),
    listProperties: (context) => instagramProperties(graph, context),

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(await instagramProperties(graph, context));
      return fixedOptions(instagramCatalogue, parameter, 'Instagram');
    },

    async query(context, query) {
      const account = requiredText(query.config, 'property');
      if (!ACCOUNT_ID.test(account)) throw new SourceProviderError('The account is not an Instagram business account id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'Instagram');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'Instagram');
      checkDimension(dimension, metrics);
      const token = await pageTokenFor(graph, context, account);

      const wanted = new Set(metrics.flatMap((metric) => (metric === 'engagementRate' ? ['interactions', 'reach'] : [metric])));
      const totalNames = [...wanted].filter((metric) => metric in TOTAL_METRICS);
      const seriesNames = [...wanted].filter((metric) => metric === 'newFollowers' || (dimension === 'date' && metric in SERIES_METRICS));
      const accountTotal = totalNames.length
        ? await accountTotals(
            context,
            account,
            token,
            query.range,
            totalNames.map((metric) => TOTAL_METRICS[metric] ?? metric),
          )
        : {};
      const series = seriesNames.length
        ? dailyValues(
            await insights(
              context,
              account,
              token,
              query.range,
              seriesNames.map((metric) => SERIES_METRICS[metric] ?? metric),
              false,
            ),
          )
        : new Map();
      const posts = metrics.some((metric) => POSTS.has(metric)) ? await postsOf(context, account, token, query.range) : [];
      const followers = metrics.includes('followers') ? (await graph.get(context, account, { fields: 'followers_count' }, profileSchema, { token })).followers_count : 0;

      const totals: Record<string, number> = {};
      for (const metric of metrics) {
        if (metric in TOTAL_METRICS) totals[metric] = accountTotal[TOTAL_METRICS[metric] ?? ''] ?? 0;
      }
      totals.newFollowers = [...series.values()].reduce((sum: number, day: Record<string, number>) => sum + (day.follower_count ?? 0), 0);
      totals.engagementRate = ratio(accountTotal.total_interactions ?? 0, accountTotal.reach ?? 0, 100);
      totals.followers = followers;
      totals.posts = posts.length;
      totals.postLikes = posts.reduce((sum, post) => sum + post.like_count, 0);
      totals.postComments = posts.reduce((sum, post) => sum + post.comments_count, 0);
      const asked = Object.fromEntries(metrics.map((metric) => [metric, totals[metric] ?? 0]));

      if (!dimension) return { dimension: null, metrics, rows: [{ dimension: null, values: asked }], totals: asked };
      if (dimension === 'post') {
        const rows = posts.map((post) => ({
          dimension: `${post.timestamp.slice(0, 10)} · ${post.caption.slice(0, CAPTION_LENGTH) || post.id}`,
          values: Object.fromEntries(metrics.map((metric) => [metric, metric === 'posts' ? 1 : metric === 'postLikes' ? post.like_count : post.comments_count])),
        }));
        return { dimension, metrics, rows, totals: asked };
      }
      const byDay = new Map<string, Record<string, number>>();
      for (const [day, values] of series) byDay.set(day, { reach: values.reach ?? 0, newFollowers: values.follower_count ?? 0 });
      for (const post of posts) {
        const day = post.timestamp.slice(0, 10);
        const values = byDay.get(day) ?? {};
        byDay.set(day, { ...values, posts: (values.posts ?? 0) + 1, postLikes: (values.postLikes ?? 0) + post.like_count, postComments: (values.postComments ?? 0) + post.comments_count });
      }
      const rows = [...byDay].map(([day, values]) => ({ dimension: day, values: Object.fromEntries(metrics.map((metric) => [metric, values[metric] ?? 0])) }));
      return { ...shapeResult(metrics, dimension, rows, query.range), totals: asked };
    },
  };
}
