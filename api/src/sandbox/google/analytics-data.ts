import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GA_METADATA, GA_PROPERTIES, type GaProperty, type SandboxUser } from './fixtures.js';
import { METRIC_VALUES, addCounts, reportCounts } from './analytics-model.js';
import { InvalidFilter, filterFields, matches } from './analytics-filter.js';
import { REALTIME_DIMENSION_NAMES, REALTIME_METRIC_VALUES, realtimeCounts, type RealtimeCounts } from './analytics-realtime.js';
import { namesOf, reportRows, type ReportBody } from './analytics-rows.js';
import { groupBy } from './splits.js';
import { resolveDate } from './dates.js';
import { authenticate, badRequest, permissionDenied, type GoogleService } from './errors.js';
import type { GoogleSandboxOptions } from './options.js';

const SERVICE: GoogleService = { host: 'analyticsdata.googleapis.com', scopes: ['https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/analytics'], flavor: 'v1' };
const SCHEMA_DOC = 'For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema';
const MAX_LIMIT = 250_000;
/** The paging switch: pages this short make clients follow offsets. */
const SHORT_PAGE = 5;

const metricTypes = new Map(GA_METADATA.metrics.map((metric) => [metric.apiName, metric.type]));
const dimensionNames = new Set(GA_METADATA.dimensions.map((dimension) => dimension.apiName));
const REALTIME_TYPES: Record<string, string> = { activeUsers: 'TYPE_INTEGER', screenPageViews: 'TYPE_INTEGER', eventCount: 'TYPE_INTEGER', keyEvents: 'TYPE_FLOAT' };

/** The property, if the token's user may read it (through any of their accounts). */
function accessible(user: SandboxUser, id: string): GaProperty | undefined {
  return user.analyticsAccounts.some((account) => account.properties.includes(id)) ? GA_PROPERTIES[id] : undefined;
}

const noAccess = (reply: FastifyReply) =>
  permissionDenied(
    reply,
    SERVICE,
    'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.',
  );

/** Checks names against a list; the error message of the first unknown one, else undefined. */
function unknownName(names: string[], known: (name: string) => boolean, kind: string, realtime: boolean): string | undefined {
  const unknown = names.find((name) => !known(name));
  if (unknown === undefined) return undefined;
  return realtime ? `Field ${unknown} is not a valid ${kind} for realtime reports.` : `Field ${unknown} is not a valid ${kind}. ${SCHEMA_DOC}`;
}

function pageOf(body: ReportBody, paging: boolean): { offset: number; limit: number } | string {
  const limit = Number(body.limit ?? 0) || 10_000;
  const offset = Number(body.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) return `limit must be between 0 and ${MAX_LIMIT}.`;
  if (!Number.isInteger(offset) || offset < 0) return 'offset must be non-negative.';
  return { offset, limit: paging ? Math.min(limit, SHORT_PAGE) : limit };
}

/** analyticsdata.googleapis.com/v1beta: metadata, runReport and runRealtimeReport. */
export const analyticsDataRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get<{ Params: { id: string } }>('/v1beta/properties/:id/metadata', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    const { user } = grant;
    // properties/0 is the metadata common to all properties, without custom definitions.
    if (request.params.id !== '0' && !accessible(user, request.params.id)) return noAccess(reply);
    const universal = request.params.id === '0';
    const custom = (entry: { customDefinition?: boolean }) => !universal || !entry.customDefinition;
    return { name: `properties/${request.params.id}/metadata`, dimensions: GA_METADATA.dimensions.filter(custom), metrics: GA_METADATA.metrics.filter(custom) };
  });

  // One route for "{id}:runReport" and "{id}:runRealtimeReport": Google's custom methods put the verb after a colon.
  app.post<{ Params: { call: string }; Body: ReportBody }>('/v1beta/properties/:call', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const [id = '', method] = request.params.call.split(':');
    if (method !== 'runReport' && method !== 'runRealtimeReport') return reply.code(404).send({ error: { code: 404, message: 'Method not found.', status: 'NOT_FOUND' } });
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    const { user } = grant;
    const property = accessible(user, id);
    if (!property) return noAccess(reply);
    const body = request.body ?? {};
    const realtime = method === 'runRealtimeReport';
    const dimensions = namesOf(body.dimensions);
    const metrics = namesOf(body.metrics);
    const invalid =
      (metrics.length || dimensions.length ? undefined : 'At least one dimension or metric is required.') ??
      unknownName(metrics, (name) => (realtime ? name in REALTIME_METRIC_VALUES : metricTypes.has(name)), 'metric', realtime) ??
      unknownName(dimensions, (name) => (realtime ? REALTIME_DIMENSION_NAMES.has(name) : dimensionNames.has(name)), 'dimension', realtime);
    if (invalid) return badRequest(reply, SERVICE, invalid);
    const page = pageOf(body, state.isOn('paging', grant));
    if (typeof page === 'string') return badRequest(reply, SERVICE, page);
    const split = [...new Set([...dimensions, ...filterFields(body.dimensionFilter)])];

    try {
      if (realtime) {
        const counts = state.isOn('empty', grant) ? [] : realtimeCounts(id, property, split, state.now()).filter((item) => matches(body.dimensionFilter, item.keys));
        const groups = groupBy(counts, dimensions, addRealtime, (item) => ({ ...item }));
        return {
          ...reportRows(
            groups,
            body,
            page,
            (item, metric) => REALTIME_METRIC_VALUES[metric]?.(item) ?? 0,
            (metric) => REALTIME_TYPES[metric],
          ),
          kind: 'analyticsData#runRealtimeReport',
        };
      }
      const [range, ...more] = body.dateRanges ?? [];
      const startDate = resolveDate(range?.startDate, property.timeZone, state.now());
      const endDate = resolveDate(range?.endDate, property.timeZone, state.now());
      if (!range || !startDate || !endDate) return badRequest(reply, SERVICE, 'A date range with a valid startDate and endDate is required.');
      if (more.length) return badRequest(reply, SERVICE, 'The sandbox answers one date range per request.');
      if (startDate > endDate) return badRequest(reply, SERVICE, 'The start date of a date range cannot be after the end date.');
      const counts = state.isOn('empty', grant) ? [] : reportCounts(id, property, startDate, endDate, split, state.now()).filter((item) => matches(body.dimensionFilter, item.keys));
      // Grouping by the report's dimensions sums the days (and the filter's cuts) away.
      const groups = groupBy(counts, dimensions, addCounts, (item) => ({ ...item }));
      const total = body.metricAggregations?.includes('TOTAL') ? groupBy(counts, [], addCounts, (item) => ({ ...item }))[0] : undefined;
      return {
        ...reportRows(
          groups,
          body,
          page,
          (item, metric) => METRIC_VALUES[metric]?.(item) ?? 0,
          (metric) => metricTypes.get(metric),
          total,
        ),
        metadata: { currencyCode: property.currencyCode, timeZone: property.timeZone },
        ...(body.returnPropertyQuota
          ? { propertyQuota: { tokensPerDay: { consumed: 12, remaining: 199_988 }, tokensPerHour: { consumed: 12, remaining: 39_988 }, concurrentRequests: { consumed: 0, remaining: 10 } } }
          : {}),
        kind: 'analyticsData#runReport',
      };
    } catch (error) {
      if (error instanceof InvalidFilter) return badRequest(reply, SERVICE, error.message);
      throw error;
    }
  });
};

function addRealtime(into: RealtimeCounts, item: RealtimeCounts) {
  into.activeUsers += item.activeUsers;
  into.views += item.views;
  into.events += item.events;
  into.keyEvents += item.keyEvents;
}
