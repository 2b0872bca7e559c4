import type { FastifyPluginAsync } from 'fastify';
import { ensureFormParser } from '../google/form.js';
import { adAnalytics, readAdAccount, searchAdAccounts } from './ads.js';
import { badRequest } from './errors.js';
import { oauthRoutes } from './oauth-routes.js';
import type { LinkedInSandboxOptions } from './options.js';
import { SANDBOX_LINKEDIN_HOSTS } from './paths.js';
import { networkSize, organizationAcls, organizationStatistics, readOrganization } from './social.js';

export { LinkedInSandboxState, LINKEDIN_SWITCHES, type LinkedInSwitch } from './state.js';
export type { LinkedInSandboxOptions } from './options.js';

const hide = { schema: { hide: true } };
const ACCOUNT_EDGES = new Set(['adCampaigns', 'adCampaignGroups']);

/** api.linkedin.com/rest: the resources the connectors read. */
const restRoutes: FastifyPluginAsync<LinkedInSandboxOptions> = async (app, { state }) => {
  app.get('/rest/adAccounts', hide, (request, reply) => searchAdAccounts(state, request, reply));
  app.get<{ Params: { id: string } }>('/rest/adAccounts/:id', hide, (request, reply) => readAdAccount(state, request.params.id, undefined, request, reply));
  app.get<{ Params: { id: string; edge: string } }>('/rest/adAccounts/:id/:edge', hide, (request, reply) => {
    const { id, edge } = request.params;
    if (!ACCOUNT_EDGES.has(edge)) return badRequest(reply, `Unknown resource adAccounts/${edge.slice(0, 64)}`);
    return readAdAccount(state, id, edge as 'adCampaigns' | 'adCampaignGroups', request, reply);
  });
  app.get('/rest/adAnalytics', hide, (request, reply) => adAnalytics(state, request, reply));
  app.get('/rest/organizationAcls', hide, (request, reply) => organizationAcls(state, request, reply));
  app.get<{ Params: { id: string } }>('/rest/organizations/:id', hide, (request, reply) => readOrganization(state, request.params.id, request, reply));
  app.get('/rest/organizationalEntityShareStatistics', hide, (request, reply) => organizationStatistics(state, 'share', request, reply));
  app.get('/rest/organizationalEntityFollowerStatistics', hide, (request, reply) => organizationStatistics(state, 'follower', request, reply));
  app.get<{ Params: { urn: string } }>('/rest/networkSizes/:urn', hide, (request, reply) => networkSize(state, request.params.urn, request, reply));
};

/**
 * Faithful local fakes of LinkedIn's OAuth (consent page, token endpoint with
 * refresh tokens, revocation) and of the versioned REST API the LinkedIn Ads
 * and LinkedIn Pages connectors read, answering in LinkedIn's shapes:
 * `{paging, elements}` collections paged by start and count, Rest.li 2.0
 * query values read strictly, the LinkedIn-Version header required, and
 * LinkedIn's error bodies. Mount it under a prefix, on the API server
 * (sandbox mode) or on an instance of its own (tests).
 */
export const linkedInSandbox: FastifyPluginAsync<LinkedInSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  await app.register(oauthRoutes, { ...options, prefix: SANDBOX_LINKEDIN_HOSTS.www });
  await app.register(restRoutes, { ...options, prefix: SANDBOX_LINKEDIN_HOSTS.api });
};
