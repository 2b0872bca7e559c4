import type { AccessTokens } from '../../oauth/access-tokens.js';
import { deriveRows, ratio } from '../components.js';
import { daysBetween } from '../demo/calendar.js';
import { LinkedInApi } from '../linkedin_api/rest-client.js';
import { LINKEDIN_ID } from '../linkedin_api/urns.js';
import { fixedOptions, propertyOptions } from '../options.js';
import { knownDimension, knownMetrics, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector } from '../types.js';
import { DIMENSIONS, linkedInPagesCatalogue } from './catalogue.js';
import { administeredOrganizations } from './organizations.js';
import { followerDays, followersNow, shareDays, type FollowerDay, type ShareDay } from './statistics.js';
import { statisticsWindow, todayUtc } from './statistics-window.js';

export interface LinkedInPagesOptions {
  apiUrl: string;
  tokens: AccessTokens;
  maxPages?: number;
  now?: () => number;
}

const METRIC_NAMES = new Set(linkedInPagesCatalogue.metrics.map((metric) => metric.name));
const DIMENSION_NAMES = new Set(DIMENSIONS.map((dimension) => dimension.name));
const SHARE_METRICS = new Set(['impressions', 'uniqueImpressions', 'clicks', 'reactions', 'comments', 'shares', 'engagements', 'engagementRate']);
const GAIN_METRICS = new Set(['organicFollowers', 'paidFollowers', 'newFollowers']);

const NO_SHARES: ShareDay = { impressions: 0, uniqueImpressions: 0, clicks: 0, reactions: 0, comments: 0, shares: 0 };
const NO_GAINS: FollowerDay = { organicFollowers: 0, paidFollowers: 0 };
type PageComponents = ShareDay & FollowerDay & { followers: number };
const NOTHING: PageComponents = { ...NO_SHARES, ...NO_GAINS, followers: 0 };

const derivePage = (c: PageComponents) => {
  const engagements = c.clicks + c.reactions + c.comments + c.shares;
  return { ...c, engagements, engagementRate: ratio(engagements, c.impressions, 100), newFollowers: c.organicFollowers + c.paidFollowers };
};

const gained = (day: FollowerDay | undefined) => (day?.organicFollowers ?? 0) + (day?.paidFollowers ?? 0);

/**
 * Followers at the end of each day: today's count less what was gained after
 * that day (the gains read up to today).
 */
function followersByDay(current: number, gains: Map<string, FollowerDay>, days: readonly string[]): Map<string, number> {
  const later = [...gains.keys()].sort((a, b) => b.localeCompare(a));
  const byDay = new Map<string, number>();
  let followers = current;
  let next = 0;
  for (const day of [...days].reverse()) {
    for (; next < later.length && later[next]! > day; next += 1) followers -= gained(gains.get(later[next]!));
    byDay.set(day, followers);
  }
  return byDay;
}

/**
 * LinkedIn Pages (organisation statistics): the organisations the member
 * administers, their posts' daily share statistics, followers gained per day
 * and the follower count. LinkedIn keeps 12 months: a range reaching further
 * back is clipped to them.
 */
export function linkedInPagesConnector(options: LinkedInPagesOptions): Connector {
  const api = new LinkedInApi(options.tokens, options.apiUrl, options.maxPages);
  const clock = options.now ?? Date.now;

  return {
    type: 'linkedin_social',
    catalogue: linkedInPagesCatalogue,
    listProperties: (context) => administeredOrganizations(api, context),

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(await administeredOrganizations(api, context));
      return fixedOptions(linkedInPagesCatalogue, parameter, 'LinkedIn Pages');
    },

    async query(context, query) {
      const organization = requiredText(query.config, 'property');
      if (!LINKEDIN_ID.test(organization)) throw new SourceProviderError('The Page is not a LinkedIn organisation id.', 400);
      const metrics = knownMetrics(query.config, METRIC_NAMES, 'LinkedIn Pages');
      const dimension = knownDimension(query.config, DIMENSION_NAMES, 'LinkedIn Pages');
      const now = clock();
      const window = statisticsWindow(query.range, now);
      const wantsFollowers = metrics.includes('followers');
      const days = window ? daysBetween(window.startDate, window.endDate).map((day) => day.iso) : [];
      // The follower count of a past day is counted back from today's, through every day's gains since.
      const gainsWindow = window && wantsFollowers ? { startDate: window.startDate, endDate: todayUtc(now) } : window;

      const [shares, gains, followers] = await Promise.all([
        window && metrics.some((metric) => SHARE_METRICS.has(metric)) ? shareDays(api, context, organization, window) : new Map<string, ShareDay>(),
        gainsWindow && (wantsFollowers || metrics.some((metric) => GAIN_METRICS.has(metric))) ? followerDays(api, context, organization, gainsWindow) : new Map<string, FollowerDay>(),
        window && wantsFollowers ? followersNow(api, context, organization) : 0,
      ]);
      const followerCounts = followersByDay(followers, gains, days);
      const rows = days.map((day) => ({
        dimension: dimension === 'date' ? day : null,
        components: { ...NO_SHARES, ...shares.get(day), ...NO_GAINS, ...gains.get(day), followers: followerCounts.get(day) ?? 0 },
      }));
      const derived = deriveRows(rows, NOTHING, metrics, derivePage);
      const totals = { ...derived.totals };
      // Followers is a count per day: the range's is its last day's, not a sum.
      if (wantsFollowers) totals.followers = rows.at(-1)?.components.followers ?? 0;
      const shaped = shapeResult(metrics, dimension, derived.rows, query.range);
      return { ...shaped, rows: dimension ? shaped.rows : [{ dimension: null, values: totals }], totals };
    },
  };
}
