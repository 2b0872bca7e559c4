import type { FastifyPluginAsync } from 'fastify';
import { ensureFormParser } from '../google/form.js';
import { apiRoutes } from './api-routes.js';
import { oauthRoutes } from './oauth-routes.js';
import type { AccuRankerSandboxOptions } from './options.js';

export { ACCURANKER_SWITCHES, accuRankerSandboxState, type AccuRankerSandboxState, type AccuRankerSwitch } from './state.js';
export type { AccuRankerSandboxOptions } from './options.js';

/**
 * Faithful local fakes of AccuRanker's OAuth (django-oauth-toolkit's
 * authorisation page, token and revocation endpoints, refreshable tokens)
 * and of the API v4 calls the AccuRanker connector makes: plain JSON arrays
 * paged by limit and offset, `fields=` read strictly, Django REST framework
 * errors. Mount it where app.accuranker.com is faked, on the API server
 * (sandbox mode) or on an instance of its own (tests).
 */
export const accuRankerSandbox: FastifyPluginAsync<AccuRankerSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  // Both under the mount point itself: app.accuranker.com serves the OAuth pages and the API alike.
  await app.register(oauthRoutes, { ...options, prefix: '' });
  await app.register(apiRoutes, { ...options, prefix: '' });
};
