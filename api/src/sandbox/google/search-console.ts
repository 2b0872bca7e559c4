import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SC_SITES, type SandboxUser } from './fixtures.js';
import { searchCounts, type SearchCounts } from './search-console-model.js';
import { groupBy } from './splits.js';
import { authenticate, badRequest, permissionDenied, type GoogleService } from './errors.js';
import type { GoogleSandboxOptions } from './options.js';

const SERVICE: GoogleService = { host: 'www.googleapis.com', scopes: ['https://www.googleapis.com/auth/webmasters.readonly', 'https://www.googleapis.com/auth/webmasters'], flavor: 'v3' };
const DIMENSIONS = new Set(['date', 'query', 'page', 'country', 'device', 'searchAppearance']);
const TYPES = new Set(['web', 'image', 'video', 'news', 'discover', 'googleNews']);
const MAX_ROW_LIMIT = 25_000;

interface QueryBody {
  startDate?: string;
  endDate?: string;
  dimensions?: string[];
  type?: string;
  searchType?: string;
  dataState?: string;
  dimensionFilterGroups?: Array<{ groupType?: string; filters?: Array<{ dimension?: string; operator?: string; expression?: string }> }>;
  rowLimit?: number;
  startRow?: number;
}

type Filter = NonNullable<NonNullable<QueryBody['dimensionFilterGroups']>[number]['filters']>[number];

function passes(filter: Filter, keys: Record<string, string>): boolean {
  const actual = keys[filter.dimension ?? ''] ?? '';
  const expression = filter.expression ?? '';
  switch (filter.operator ?? 'equals') {
    case 'equals':
      return actual === expression;
    case 'notEquals':
      return actual !== expression;
    case 'contains':
      return actual.toLowerCase().includes(expression.toLowerCase());
    case 'notContains':
      return !actual.toLowerCase().includes(expression.toLowerCase());
    case 'includingRegex':
      return new RegExp(expression).test(actual);
    case 'excludingRegex':
      return !new RegExp(expression).test(actual);
    default:
      throw new Error(`Unknown operator ${filter.operator}`);
  }
}

const isDate = (value: string | undefined) => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));

/** The site, if the token's user has verified access to it. */
function verifiedSite(user: SandboxUser, siteUrl: string) {
  const entry = user.siteEntry.find((site) => site.siteUrl === siteUrl);
  return entry && entry.permissionLevel !== 'siteUnverifiedUser' ? SC_SITES[siteUrl] : undefined;
}

const noAccess = (reply: FastifyReply, siteUrl: string) =>
  permissionDenied(reply, SERVICE, `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`);

/** www.googleapis.com/webmasters/v3: sites and searchAnalytics.query. */
export const searchConsoleRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get('/webmasters/v3/sites', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    const { user } = grant;
    return state.isOn('empty', grant) ? {} : { siteEntry: user.siteEntry };
  });

  app.post<{ Params: { site: string }; Body: QueryBody }>('/webmasters/v3/sites/:site/searchAnalytics/query', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    const { user } = grant;
    const siteUrl = request.params.site;
    const site = verifiedSite(user, siteUrl);
    if (!site) return noAccess(reply, siteUrl);
    const body = request.body ?? {};
    const dimensions = body.dimensions ?? [];
    const type = body.type ?? body.searchType ?? 'web';
    const rowLimit = body.rowLimit ?? 1000;
    const startRow = body.startRow ?? 0;
    const filters = (body.dimensionFilterGroups ?? []).flatMap((group) => group.filters ?? []);
    const problem =
      (!isDate(body.startDate) || !isDate(body.endDate) ? 'startDate and endDate are required, as YYYY-MM-DD.' : undefined) ??
      ((body.startDate ?? '') > (body.endDate ?? '') ? 'startDate must not be after endDate.' : undefined) ??
      (dimensions.find((name) => !DIMENSIONS.has(name)) !== undefined ? `Unknown dimension: ${dimensions.find((name) => !DIMENSIONS.has(name))}` : undefined) ??
      (TYPES.has(type) ? undefined : `Unknown search type: ${type}`) ??
      (Number.isInteger(rowLimit) && rowLimit >= 1 && rowLimit <= MAX_ROW_LIMIT ? undefined : `rowLimit must be between 1 and ${MAX_ROW_LIMIT}.`) ??
      (Number.isInteger(startRow) && startRow >= 0 ? undefined : 'startRow must be non-negative.');
    if (problem) return badRequest(reply, SERVICE, problem);

    const cut = [...new Set([...dimensions, ...filters.map((filter) => filter.dimension ?? '')])];
    let counts: SearchCounts[];
    try {
      counts = state.isOn('empty', grant)
        ? []
        : searchCounts(site, { siteUrl, type, dataState: body.dataState ?? 'final', startDate: body.startDate ?? '', endDate: body.endDate ?? '', dimensions: cut }, state.now()).filter((item) =>
            filters.every((filter) => passes(filter, item.keys)),
          );
    } catch (error) {
      return badRequest(reply, SERVICE, (error as Error).message);
    }
    const rows = groupBy(counts, dimensions, addSearch, (item) => ({ ...item }))
      .filter((group) => group.impressions > 0)
      .map((group) => ({
        keys: dimensions.map((name) => group.keys[name] ?? ''),
        clicks: group.clicks,
        impressions: group.impressions,
        ctr: group.clicks / group.impressions,
        position: group.positionWeight / group.impressions,
      }))
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.keys.join().localeCompare(b.keys.join()))
      .slice(startRow, startRow + rowLimit);
    const aggregation = dimensions.includes('page') || filters.some((filter) => filter.dimension === 'page') ? 'byPage' : 'byProperty';
    // No data: Google leaves `rows` out altogether.
    return { ...(rows.length ? { rows } : {}), responseAggregationType: aggregation };
  });
};

function addSearch(into: SearchCounts, item: SearchCounts) {
  into.clicks += item.clicks;
  into.impressions += item.impressions;
  into.positionWeight += item.positionWeight;
}
