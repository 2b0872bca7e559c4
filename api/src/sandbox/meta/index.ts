import type { FastifyPluginAsync } from 'fastify';
import { ensureFormParser } from '../google/form.js';
import { adInsights, listAdAccounts, listCampaigns, readAdAccount } from './ads.js';
import { badParameter } from './errors.js';
import { dialogRoutes, graphOAuthRoutes } from './oauth-routes.js';
import type { MetaSandboxOptions } from './options.js';
import { GRAPH_VERSION } from '../../connectors/meta/endpoints.js';
import { SANDBOX_META_HOSTS } from './paths.js';
import { instagramMedia, listPages, readSocialObject, socialInsights } from './social.js';

export { MetaSandboxState, META_SWITCHES, type MetaSwitch } from './state.js';
export type { MetaSandboxOptions } from './options.js';

const isAdAccount = (object: string) => object.startsWith('act_');

/** graph.facebook.com's nodes and edges the connectors read: ad accounts, Pages and Instagram accounts. */
const graphRoutes: FastifyPluginAsync<MetaSandboxOptions> = async (app, options) => {
  const { state } = options;
  app.get(`/${GRAPH_VERSION}/me/adaccounts`, { schema: { hide: true } }, (request, reply) => listAdAccounts(state, request, reply));
  app.get(`/${GRAPH_VERSION}/me/accounts`, { schema: { hide: true } }, (request, reply) => listPages(state, request, reply));
  app.get<{ Params: { object: string } }>(`/${GRAPH_VERSION}/:object`, { schema: { hide: true } }, (request, reply) => {
    const { object } = request.params;
    return isAdAccount(object) ? readAdAccount(state, object, request, reply) : readSocialObject(state, object, request, reply);
  });
  app.get<{ Params: { object: string; edge: string } }>(`/${GRAPH_VERSION}/:object/:edge`, { schema: { hide: true } }, (request, reply) => {
    const { object, edge } = request.params;
    if (edge === 'insights') return isAdAccount(object) ? adInsights(state, object, request, reply) : socialInsights(state, object, request, reply);
    if (edge === 'campaigns' && isAdAccount(object)) return listCampaigns(state, object, request, reply);
    if (edge === 'media' && !isAdAccount(object)) return instagramMedia(state, object, request, reply);
    return badParameter(reply, `Tried accessing nonexisting field (${edge.slice(0, 64)})`);
  });
};

/**
 * Faithful local fakes of Facebook Login and the Graph API (Marketing API
 * insights, Page insights, Instagram insights and media), answering in Meta's
 * shapes: {data, paging} envelopes with cursors, numbers as strings where
 * Meta sends strings, usage headers, and Graph errors. Mount it under a
 * prefix, on the API server (sandbox mode) or on an instance of its own (tests).
 */
export const metaSandbox: FastifyPluginAsync<MetaSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  await app.register(dialogRoutes, { ...options, prefix: SANDBOX_META_HOSTS.www });
  await app.register(graphOAuthRoutes, { ...options, prefix: SANDBOX_META_HOSTS.graph });
  await app.register(graphRoutes, { ...options, prefix: SANDBOX_META_HOSTS.graph });
};
