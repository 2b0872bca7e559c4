import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays } from '@pulseboard/shared/dates';
import { field } from '../google/form.js';
import { graphError } from '../social/providers.js';
import { OVERLAP, uniquePeople } from './ads-model.js';
import { LIST_PAGES, graphPage } from './envelope.js';
import { authenticate, badParameter, unknownObject } from './errors.js';
import { META_PAGES, pageOfInstagram, type InstagramAccount, type MetaPage } from './fixtures.js';
import { daysApart, graphDay, lastThirtyDays, pick, requestedFields } from './request.js';
import { instagramDays, instagramFollowers, instagramPosts, pageDays, type InstagramDay, type PageDay } from './social-model.js';
import type { MetaSandboxState, MetaToken } from './state.js';

const PAGE_LIST_PERMISSIONS = ['pages_show_list'];
const PAGE_INSIGHT_PERMISSIONS = ['read_insights', 'pages_read_engagement'];
const INSTAGRAM_PERMISSIONS = ['instagram_basic'];
const INSTAGRAM_INSIGHT_PERMISSIONS = ['instagram_manage_insights'];

/** Page insights take at most 90 days per call; Instagram's at most 30. */
const PAGE_WINDOW_DAYS = 90;
const INSTAGRAM_WINDOW_DAYS = 30;

/** The Page metrics the fake reports per day, and the retired ones Meta now refuses. */
const PAGE_METRICS: Record<string, { title: string; value: (day: PageDay) => number }> = {
  page_media_view: { title: 'Views', value: (day) => day.views },
  page_total_media_view_unique: { title: 'Viewers', value: (day) => day.viewers },
  page_post_engagements: { title: 'Post engagements', value: (day) => day.engagements },
  page_daily_follows_unique: { title: 'Daily follows', value: (day) => day.follows },
  page_daily_unfollows_unique: { title: 'Daily unfollows', value: (day) => day.unfollows },
  page_follows: { title: 'Followers', value: (day) => day.followers },
  page_video_views: { title: 'Video views', value: (day) => day.videoViews },
};

/** Instagram account metrics; only these two come as a daily series, the rest as range totals (metric_type=total_value). */
const INSTAGRAM_SERIES = new Set(['reach', 'follower_count']);
const INSTAGRAM_METRICS: Record<string, { title: string; value: (day: InstagramDay) => number; unique?: boolean }> = {
  reach: { title: 'Accounts reached', value: (day) => day.reach, unique: true },
  views: { title: 'Views', value: (day) => day.views },
  accounts_engaged: { title: 'Accounts engaged', value: (day) => day.accountsEngaged, unique: true },
  total_interactions: { title: 'Content interactions', value: (day) => day.likes + day.comments + day.shares + day.saves },
  likes: { title: 'Likes', value: (day) => day.likes },
  comments: { title: 'Comments', value: (day) => day.comments },
  shares: { title: 'Shares', value: (day) => day.shares },
  saves: { title: 'Saves', value: (day) => day.saves },
  follower_count: { title: 'Follower count', value: (day) => day.follows - day.unfollows },
};

/** Meta's day ends at midnight Pacific time: a day's value carries the next day's 08:00 UTC. */
const endTimeOf = (day: string) => `${addDays(day, 1)}T08:00:00+0000`;

function pageOf(state: MetaSandboxState, token: MetaToken, id: string): MetaPage | undefined {
  const page = META_PAGES[id];
  return page && state.user(token.userId)?.pages.includes(id) && !state.isOn('empty', token) ? page : undefined;
}

function instagramOf(state: MetaSandboxState, token: MetaToken, id: string): [InstagramAccount, MetaPage] | undefined {
  const found = pageOfInstagram(id);
  if (!found) return undefined;
  const [pageId, page] = found;
  if (!page.instagram || !pageOf(state, token, pageId)) return undefined;
  // A Page token reaches the Instagram account linked to its own Page only.
  if (token.kind === 'page' && token.pageId !== pageId) return undefined;
  return [page.instagram, page];
}

/**
 * The since/until of an insights call as the days reported: `since` is the
 * first, `until` (a date or a Unix time) the moment the last one ends, so the
 * day before it is the last. At most `windowDays` days per call.
 */
function insightsRange(request: FastifyRequest, reply: FastifyReply, state: MetaSandboxState, windowDays: number): { since: string; until: string } | undefined {
  const given = { since: field(request.query, 'since'), until: field(request.query, 'until') };
  const fallback = lastThirtyDays(state.now());
  const since = given.since === undefined ? fallback.since : graphDay(given.since);
  const end = given.until === undefined ? addDays(fallback.until, 1) : graphDay(given.until);
  if (!since || !end || since >= end) return void badParameter(reply, 'since and until must be dates or Unix times, since before until');
  if (daysApart(since, end) > windowDays) return void badParameter(reply, `There cannot be more than ${windowDays} days (${windowDays * 86_400} s) between since and until`);
  return { since, until: addDays(end, -1) };
}

/** GET /me/accounts: the Pages the user has a role on, each with its own Page token and linked Instagram account. */
export function listPages(state: MetaSandboxState, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: PAGE_LIST_PERMISSIONS }, request, reply);
  if (!token) return reply;
  if (token.kind === 'page') return badParameter(reply, 'Tried accessing nonexisting field (accounts) on node type (Page)');
  const ids = state.isOn('empty', token) ? [] : (state.user(token.userId)?.pages ?? []);
  const fields = requestedFields(request.query);
  const items = ids.flatMap((id) => {
    const page = META_PAGES[id];
    if (!page) return [];
    const instagram = page.instagram && token.scopes.includes('instagram_basic') ? { id: page.instagram.id, username: page.instagram.username } : undefined;
    const pageToken = state.issue({ kind: 'page', userId: token.userId, companyId: token.companyId, appId: token.appId, scopes: token.scopes, pageId: id, issuedAt: token.issuedAt }, 0);
    const all = { id, name: page.name, category: page.category, access_token: pageToken, tasks: ['ANALYZE', 'ADVERTISE', 'CREATE_CONTENT'], instagram_business_account: instagram };
    return [pick(all, fields, ['name', 'access_token', 'category', 'tasks'])];
  });
  return graphPage(request, items, state.isOn('paging', token), LIST_PAGES) ?? badParameter(reply, 'Invalid cursor');
}

/** GET /{page-id} or /{ig-user-id}: the object's own fields. */
export function readSocialObject(state: MetaSandboxState, id: string, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: [...PAGE_LIST_PERMISSIONS, ...INSTAGRAM_PERMISSIONS] }, request, reply);
  if (!token) return reply;
  const fields = requestedFields(request.query);
  const page = pageOf(state, token, id);
  if (page && (token.kind !== 'page' || token.pageId === id)) {
    const lastFullDay = lastThirtyDays(state.now()).until;
    const followers = pageDays(id, page, lastFullDay, lastFullDay)[0]?.followers ?? page.followers;
    const pageToken =
      token.kind === 'page'
        ? undefined
        : state.issue({ kind: 'page', userId: token.userId, companyId: token.companyId, appId: token.appId, scopes: token.scopes, pageId: id, issuedAt: token.issuedAt }, 0);
    return pick({ id, name: page.name, category: page.category, followers_count: followers, fan_count: followers, access_token: pageToken }, fields, ['name']);
  }
  const instagram = instagramOf(state, token, id);
  if (instagram) {
    const [account] = instagram;
    const lastFullDay = lastThirtyDays(state.now()).until;
    const media = instagramPosts(account, '2025-01-01', lastFullDay).length;
    return pick({ id, username: account.username, name: account.name, followers_count: instagramFollowers(account, lastFullDay), follows_count: 310, media_count: media }, fields, ['username']);
  }
  return unknownObject(reply, id);
}

/** GET /{page-id}/insights: daily values of Page metrics, with a Page token. */
function pageInsights(state: MetaSandboxState, id: string, page: MetaPage, token: MetaToken, request: FastifyRequest, reply: FastifyReply) {
  if (token.kind !== 'page') return graphError(reply, 400, { message: '(#190) This method must be called with a Page Access Token', type: 'OAuthException', code: 190 });
  const metrics = (field(request.query, 'metric') ?? '').split(',').filter(Boolean);
  if (!metrics.length) return badParameter(reply, 'The parameter metric is required');
  const retired = metrics.find((metric) => !PAGE_METRICS[metric]);
  if (retired) return badParameter(reply, `The value must be a valid insights metric (${retired})`);
  if ((field(request.query, 'period') ?? 'day') !== 'day') return badParameter(reply, 'period must be day in the sandbox');
  const range = insightsRange(request, reply, state, PAGE_WINDOW_DAYS);
  if (!range) return reply;
  const days = pageDays(id, page, range.since, range.until);
  return {
    data: metrics.map((metric) => {
      const definition = PAGE_METRICS[metric] as (typeof PAGE_METRICS)[string];
      return { name: metric, period: 'day', values: days.map((day) => ({ value: definition.value(day), end_time: endTimeOf(day.day) })), title: definition.title, id: `${id}/insights/${metric}/day` };
    }),
  };
}

/** GET /{ig-user-id}/insights: range totals (metric_type=total_value) or, for reach and follower_count, daily values. */
function instagramInsights(state: MetaSandboxState, account: InstagramAccount, page: MetaPage, request: FastifyRequest, reply: FastifyReply) {
  const metrics = (field(request.query, 'metric') ?? '').split(',').filter(Boolean);
  if (!metrics.length) return badParameter(reply, 'The parameter metric is required');
  const unknown = metrics.find((metric) => !INSTAGRAM_METRICS[metric]);
  if (unknown) return badParameter(reply, `metric[${metrics.indexOf(unknown)}] must be one of the following values: ${Object.keys(INSTAGRAM_METRICS).join(', ')}`);
  const totals = field(request.query, 'metric_type') === 'total_value';
  const totalOnly = metrics.filter((metric) => !INSTAGRAM_SERIES.has(metric));
  if (!totals && totalOnly.length) return badParameter(reply, `The following metrics (${totalOnly.join(', ')}) should be specified with parameter metric_type=total_value`);
  const range = insightsRange(request, reply, state, INSTAGRAM_WINDOW_DAYS);
  if (!range) return reply;
  const days = instagramDays(account, page.yearlyGrowth, range.since, range.until);
  return {
    data: metrics.map((metric) => {
      const definition = INSTAGRAM_METRICS[metric] as (typeof INSTAGRAM_METRICS)[string];
      const base = { name: metric, period: 'day', title: definition.title, id: `${account.id}/insights/${metric}/day` };
      if (!totals) return { ...base, values: days.map((day) => ({ value: definition.value(day), end_time: endTimeOf(day.day) })) };
      const daily = days.map(definition.value);
      // Unique counts over a range are fewer than the sum of the days: the same people come back.
      const value = definition.unique ? uniquePeople(daily, OVERLAP.days) : daily.reduce((total, count) => total + count, 0);
      return { ...base, total_value: { value } };
    }),
  };
}

/** GET /{page-id}/insights or /{ig-user-id}/insights. */
export function socialInsights(state: MetaSandboxState, id: string, request: FastifyRequest, reply: FastifyReply) {
  const isInstagram = Boolean(pageOfInstagram(id));
  const token = authenticate(state, { permissions: isInstagram ? INSTAGRAM_INSIGHT_PERMISSIONS : PAGE_INSIGHT_PERMISSIONS, owner: { id, type: 'pages' } }, request, reply);
  if (!token) return reply;
  const page = pageOf(state, token, id);
  if (page && (token.kind !== 'page' || token.pageId === id)) return pageInsights(state, id, page, token, request, reply);
  const instagram = instagramOf(state, token, id);
  if (instagram) return instagramInsights(state, ...instagram, request, reply);
  return unknownObject(reply, id);
}

/** GET /{ig-user-id}/media: the account's posts, newest first, within since/until when given. */
export function instagramMedia(state: MetaSandboxState, id: string, request: FastifyRequest, reply: FastifyReply) {
  const token = authenticate(state, { permissions: INSTAGRAM_PERMISSIONS }, request, reply);
  if (!token) return reply;
  const instagram = instagramOf(state, token, id);
  if (!instagram) return unknownObject(reply, id);
  const [account] = instagram;
  const lastFullDay = lastThirtyDays(state.now()).until;
  // `until` is the moment the listing ends: posts of the days before it, up to the last full day.
  const since = graphDay(field(request.query, 'since')) ?? '2025-01-01';
  const end = graphDay(field(request.query, 'until'));
  const last = end && addDays(end, -1) < lastFullDay ? addDays(end, -1) : lastFullDay;
  const posts = since <= last ? instagramPosts(account, since, last) : [];
  const fields = requestedFields(request.query);
  const items = posts.map((post) =>
    pick(
      {
        id: post.id,
        caption: post.caption,
        media_type: post.mediaType,
        timestamp: post.timestamp,
        like_count: post.likes,
        comments_count: post.comments,
        permalink: `https://www.instagram.com/p/${Buffer.from(post.id).toString('base64url')}/`,
      },
      fields,
      [],
    ),
  );
  return graphPage(request, items, state.isOn('paging', token), LIST_PAGES) ?? badParameter(reply, 'Invalid cursor');
}
