import type { FastifyPluginAsync } from 'fastify';
import { ensureFormParser } from '../google/form.js';
import { apiRoutes } from './api-routes.js';
import { oauthRoutes } from './oauth-routes.js';
import type { ZendeskSellSandboxOptions } from './options.js';

export { ZendeskSellSandboxState, ZENDESK_SELL_SWITCHES } from './state.js';
export type { ZendeskSellSandboxOptions } from './options.js';

/**
 * A faithful local fake of Zendesk Sell (api.getbase.com): its OAuth
 * (authorisation page, token endpoint with refresh tokens, revocation) and
 * the API v2 resources the connector reads, answering in Sell's shapes:
 * `{data, meta}` resources, `{items, meta: {links: {next_page}}}`
 * collections paged with page and per_page, decimal strings for money,
 * Sell's error envelope, and a User-Agent required on every API call. Mount
 * it under a prefix, on the API server (sandbox mode) or on an instance of
 * its own (tests).
 */
export const zendeskSellSandbox: FastifyPluginAsync<ZendeskSellSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  await app.register(oauthRoutes, { ...options, prefix: '/oauth2' });
  await app.register(apiRoutes, { ...options, prefix: '/v2' });
};
