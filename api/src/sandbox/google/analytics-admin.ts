import type { FastifyPluginAsync } from 'fastify';
import { GA_PROPERTIES } from './fixtures.js';
import { authenticate, badRequest, type GoogleService } from './errors.js';
import { listPage } from './pages.js';
import type { GoogleSandboxOptions } from './options.js';

const SERVICE: GoogleService = {
  host: 'analyticsadmin.googleapis.com',
  scopes: ['https://www.googleapis.com/auth/analytics.readonly', 'https://www.googleapis.com/auth/analytics.edit'],
  flavor: 'v1',
};
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** analyticsadmin.googleapis.com/v1beta/accountSummaries: the user's accounts with their properties, paged. */
export const analyticsAdminRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get('/v1beta/accountSummaries', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    const { user } = grant;
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
    const page = listPage(summaries, request.query, { defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE, short: state.isOn('paging', grant) });
    if (!page) return badRequest(reply, SERVICE, 'Invalid page token.');
    // Empty lists are left out of Google's JSON: no accounts is `{}`.
    return { ...(page.items.length ? { accountSummaries: page.items } : {}), ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
  });
};
