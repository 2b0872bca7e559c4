import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { idOfUrn, urnOf } from '../../connectors/linkedin_api/urns.js';
import { dayOfMillis, earliestStatisticsDay, midnight } from '../../connectors/linkedin_social/statistics-window.js';
import { collectionPage, plainParam, recordParam, wholeNumber } from './collection.js';
import { accessDenied, authenticate, badRequest, notFound, type AuthenticatedCall } from './errors.js';
import { LINKEDIN_ORGANIZATIONS } from './fixtures.js';
import type { RestliRequest } from './restli-query.js';
import { followersAt, organizationDays, type OrganizationDay } from './social-model.js';
import type { LinkedInSandboxState, LinkedInToken } from './state.js';

const ADMIN_SCOPES = ['rw_organization_admin', 'r_organization_admin'];
const DAY_MS = 86_400_000;

/** The organisations the token's member administers (none under the empty switch). */
function administered(state: LinkedInSandboxState, token: LinkedInToken): string[] {
  return state.isOn('empty', token) ? [] : (state.user(token.userId)?.organizations ?? []);
}

/** GET /rest/organizationAcls?q=roleAssignee: the member's roles on organisations. */
export function organizationAcls(state: LinkedInSandboxState, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, { scopes: ADMIN_SCOPES, resource: 'organizationAcls' }, request, reply);
  if (!call) return reply;
  if (plainParam(call.query, 'q') !== 'roleAssignee') return badRequest(reply, 'The finder q=roleAssignee is required in the sandbox');
  const role = plainParam(call.query, 'role');
  const aclState = plainParam(call.query, 'state');
  if (role === null || aclState === null) return badRequest(reply, 'role and state must be plain values');
  const items = administered(state, call.token)
    .map((id) => ({ roleAssignee: `urn:li:person:${call.token.userId}`, role: 'ADMINISTRATOR', state: 'APPROVED', organization: urnOf('organization', id) }))
    .filter((acl) => (role === undefined || acl.role === role) && (aclState === undefined || acl.state === aclState));
  const page = collectionPage(request, call.query, items, state.isOn('paging', call.token));
  return typeof page === 'string' ? badRequest(reply, page) : page;
}

/** GET /rest/organizations/{id}: an organisation's public record. */
export function readOrganization(state: LinkedInSandboxState, id: string, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, { scopes: ADMIN_SCOPES, resource: 'organizations' }, request, reply);
  if (!call) return reply;
  const organization = LINKEDIN_ORGANIZATIONS[id];
  if (!organization) return notFound(reply, `organizations/${id}`);
  return {
    id: Number(id),
    localizedName: organization.localizedName,
    vanityName: organization.vanityName,
    name: { localized: { en_US: organization.localizedName }, preferredLocale: { country: 'US', language: 'en' } },
    organizationType: 'PRIVATELY_HELD',
  };
}

/** The organisation a statistics call names, when the member administers it; else the refusal was sent. */
function statisticsOrganization(state: LinkedInSandboxState, call: AuthenticatedCall, reply: FastifyReply, resource: string, urn: string | null | undefined) {
  const id = urn ? idOfUrn('organization', urn) : undefined;
  if (!id) return void badRequest(reply, 'organizationalEntity must be an organization URN');
  const organization = LINKEDIN_ORGANIZATIONS[id];
  if (!organization || !state.user(call.token.userId)?.organizations.includes(id)) {
    return void accessDenied(reply, resource, call.version);
  }
  return { id, organization };
}

/**
 * The days a `timeIntervals=(timeRange:(start:,end:),timeGranularityType:DAY)`
 * covers, up to today: undefined when the call has none, a string when LinkedIn
 * would refuse it (not whole days, or older than its 12 months).
 */
function intervalDays(state: LinkedInSandboxState, query: RestliRequest): { since: string; until: string } | string | undefined {
  const intervals = recordParam(query, 'timeIntervals');
  if (intervals === undefined) return undefined;
  const timeRange = intervals?.timeRange;
  const range = timeRange && typeof timeRange === 'object' && !Array.isArray(timeRange) ? (timeRange as Record<string, unknown>) : undefined;
  const start = wholeNumber(range?.start as string | undefined);
  const end = wholeNumber(range?.end as string | undefined);
  if (intervals?.timeGranularityType !== 'DAY') return 'timeIntervals must be (timeRange:(start:,end:),timeGranularityType:DAY) in the sandbox';
  if (start === null || end === null || end <= start) return 'timeRange start and end must be epoch milliseconds, start before end';
  if (start < midnight(earliestStatisticsDay(state.now()))) return 'The time range must start within the past 12 months';
  const today = todayIn('UTC', new Date(state.now()));
  const until = dayOfMillis(Math.ceil(end / DAY_MS) * DAY_MS - DAY_MS);
  return { since: dayOfMillis(Math.floor(start / DAY_MS) * DAY_MS), until: until > today ? today : until };
}

const timeRangeOf = (day: string) => ({ start: midnight(day), end: midnight(addDays(day, 1)) });

function shareStatistics(days: OrganizationDay[]) {
  const sum = (value: (day: OrganizationDay) => number) => days.reduce((total, day) => total + value(day), 0);
  const impressions = sum((day) => day.impressions);
  const engaged = sum((day) => day.clicks + day.likes + day.comments + day.shares);
  return {
    impressionCount: impressions,
    uniqueImpressionsCount: sum((day) => day.uniqueImpressions),
    clickCount: sum((day) => day.clicks),
    likeCount: sum((day) => day.likes),
    commentCount: sum((day) => day.comments),
    shareCount: sum((day) => day.shares),
    engagement: impressions ? engaged / impressions : 0,
  };
}

/**
 * GET /rest/organizationalEntityShareStatistics and
 * organizationalEntityFollowerStatistics (q=organizationalEntity): per day
 * over timeIntervals within the past 12 months; share statistics without
 * intervals are the last 12 months' total.
 */
export function organizationStatistics(state: LinkedInSandboxState, kind: 'share' | 'follower', request: FastifyRequest, reply: FastifyReply) {
  const resource = kind === 'share' ? 'organizationalEntityShareStatistics' : 'organizationalEntityFollowerStatistics';
  const call = authenticate(state, { scopes: ADMIN_SCOPES, resource }, request, reply);
  if (!call) return reply;
  if (plainParam(call.query, 'q') !== 'organizationalEntity') return badRequest(reply, 'The finder q=organizationalEntity is required');
  const entityUrn = plainParam(call.query, 'organizationalEntity');
  const found = statisticsOrganization(state, call, reply, resource, entityUrn);
  if (!found) return reply;
  const window = intervalDays(state, call.query);
  if (typeof window === 'string') return badRequest(reply, window);
  const organizationalEntity = urnOf('organization', found.id);
  const empty = state.isOn('empty', call.token);
  if (!window) {
    if (kind === 'follower') return badRequest(reply, 'The sandbox serves follower statistics over timeIntervals only; networkSizes gives the follower count');
    const today = todayIn('UTC', new Date(state.now()));
    const days = empty ? [] : organizationDays(found.id, found.organization, earliestStatisticsDay(state.now()), today);
    return { paging: { start: 0, count: 10, links: [] }, elements: [{ organizationalEntity, totalShareStatistics: shareStatistics(days) }] };
  }
  const days = empty || window.since > window.until ? [] : organizationDays(found.id, found.organization, window.since, window.until);
  const elements = days.map((day) =>
    kind === 'share'
      ? { organizationalEntity, timeRange: timeRangeOf(day.day), totalShareStatistics: shareStatistics([day]) }
      : { organizationalEntity, timeRange: timeRangeOf(day.day), followerGains: { organicFollowerGain: day.organicFollows, paidFollowerGain: day.paidFollows } },
  );
  return { paging: { start: 0, count: 10, links: [] }, elements };
}

/** GET /rest/networkSizes/{organization URN}?edgeType=COMPANY_FOLLOWED_BY_MEMBER: the organisation's followers now. */
export function networkSize(state: LinkedInSandboxState, urn: string, request: FastifyRequest, reply: FastifyReply) {
  const call = authenticate(state, { scopes: [...ADMIN_SCOPES, 'r_organization_social'], resource: 'networkSizes' }, request, reply);
  if (!call) return reply;
  if (plainParam(call.query, 'edgeType') !== 'COMPANY_FOLLOWED_BY_MEMBER') return badRequest(reply, 'edgeType must be COMPANY_FOLLOWED_BY_MEMBER in the sandbox');
  const id = idOfUrn('organization', urn);
  const organization = id ? LINKEDIN_ORGANIZATIONS[id] : undefined;
  if (!id || !organization) return notFound(reply, `networkSizes/${urn}`);
  return { firstDegreeSize: state.isOn('empty', call.token) ? 0 : followersAt(id, organization, todayIn('UTC', new Date(state.now()))) };
}
