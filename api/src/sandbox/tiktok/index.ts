import type { FastifyPluginAsync } from 'fastify';
import { ensureFormParser } from '../google/form.js';
import { advertiserCampaigns, advertiserInfo, grantedAdvertisers } from './accounts.js';
import { oauthRoutes } from './oauth-routes.js';
import type { TikTokSandboxOptions } from './options.js';
import { SANDBOX_TIKTOK_HOST } from './paths.js';
import { integratedReport } from './report.js';

export { TIKTOK_SWITCHES, tikTokSandboxState, type TikTokSandboxState, type TikTokSwitch } from './state.js';
export type { TikTokSandboxOptions } from './options.js';

const hidden = { schema: { hide: true } };

/** /open_api/v1.3: the Marketing API calls the TikTok Ads connector makes. */
const apiRoutes: FastifyPluginAsync<TikTokSandboxOptions> = async (app, options) => {
  app.get('/open_api/v1.3/oauth2/advertiser/get/', hidden, (request, reply) => grantedAdvertisers(options, request, reply));
  app.get('/open_api/v1.3/advertiser/info/', hidden, (request, reply) => advertiserInfo(options, request, reply));
  app.get('/open_api/v1.3/campaign/get/', hidden, (request, reply) => advertiserCampaigns(options, request, reply));
  app.get('/open_api/v1.3/report/integrated/get/', hidden, (request, reply) => integratedReport(options, request, reply));
};

/**
 * Faithful local fakes of TikTok For Business's authorisation and of the
 * Marketing API v1.3 calls the TikTok Ads connector makes, answering in
 * TikTok's envelope ({code, message, request_id, data}, failures as HTTP 200
 * with a non-zero code), JSON-encoded list parameters read strictly, page
 * and page_size paging, and figures as strings. Mount it under a prefix, on
 * the API server (sandbox mode) or on an instance of its own (tests).
 */
export const tikTokSandbox: FastifyPluginAsync<TikTokSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  await app.register(oauthRoutes, { ...options, prefix: SANDBOX_TIKTOK_HOST });
  await app.register(apiRoutes, { ...options, prefix: SANDBOX_TIKTOK_HOST });
};
