import type { FastifyPluginAsync } from 'fastify';
import { GA_PROPERTIES } from './fixtures.js';
import { authenticate, badRequest, type GoogleService } from './errors.js';
import { field } from './form.js';
import type { GoogleSandboxOptions } from './options.js';

const SERVICE: GoogleService = {
  host: 'analyticsadmin.googleapis.com',
  scopes: ['https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/analytics.edit'],
  flavor: 'v1',
};
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** Page tokens are opaque to clients; the fake's just carry the offset. */
const encodeToken = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');
function decodeToken(token: string): number | undefined {
  try {
    const offset = (JSON.parse(Buffer.from(token, 'base64url').toString()) as { offset?: unknown }).offset;
    return typeof offset === 'number' && offset >= 0 ? offset : undefined;
  } catch {
    return undefined;
  }
}

/** analyticsadmin.googleapis.com/v1beta/accountSummaries: the user's accounts with their properties, paged. */
export const analyticsAdminRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get('/v1beta/accountSummaries', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    const { user } = grant;
    const requested = Number(field(request.query, 'pageSize') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
    const pageSize = state.isOn('paging', grant) ? 1 : Math.min(Math.max(requested, 1), MAX_PAGE_SIZE);
    const token = field(request.query, 'pageToken');
    const offset = token ? decodeToken(token) : 0;
    if (offset === undefined) return badRequest(reply, SERVICE, 'Invalid page token.');

    const summaries = state.isOn('empty', grant)
      ? []
      : user.analyticsAccounts.map((account) => ({
          name: `accountSummaries/${account.account.split('/')[1]}`,
          account: account.account,
          displayName: account.displayName,
          propertySummaries: account.properties.map((id) => ({
            property: `properties/${id}`,
            displayName: GA_PROPERTIES[id]?.displayName ?? id,
            propertyType: 'PROPERTY_TYPE_ORDINARY',
            parent: account.account,
          })),
        }));
    const page = summaries.slice(offset, offset + pageSize);
    const next = offset + pageSize < summaries.length ? encodeToken(offset + pageSize) : undefined;
    // Empty lists are left out of Google's JSON: no accounts is `{}`.
    return { ...(page.length ? { accountSummaries: page } : {}), ...(next ? { nextPageToken: next } : {}) };
  });
};
