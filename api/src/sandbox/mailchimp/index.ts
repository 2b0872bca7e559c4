import type { FastifyPluginAsync } from 'fastify';
import { ensureFormParser } from '../google/form.js';
import { growthHistory, lists, reports } from './marketing.js';
import { oauthRoutes } from './oauth-routes.js';
import type { MailchimpSandboxOptions } from './options.js';
import { SANDBOX_MAILCHIMP_HOSTS } from './paths.js';

export { MAILCHIMP_SWITCHES, mailchimpSandboxState, type MailchimpSandboxState, type MailchimpSwitch } from './state.js';
export type { MailchimpSandboxOptions } from './options.js';

const hidden = { schema: { hide: true } };

/** <dc>.api.mailchimp.com/3.0, the data centre a path segment: the resources the Mailchimp connector reads. */
const apiRoutes: FastifyPluginAsync<MailchimpSandboxOptions> = async (app, options) => {
  app.get<{ Params: { dc: string } }>('/:dc/3.0/lists', hidden, (request, reply) => lists(options, request.params.dc, request, reply));
  app.get<{ Params: { dc: string; id: string } }>('/:dc/3.0/lists/:id/growth-history', hidden, (request, reply) => growthHistory(options, request.params.dc, request.params.id, request, reply));
  app.get<{ Params: { dc: string } }>('/:dc/3.0/reports', hidden, (request, reply) => reports(options, request.params.dc, request, reply));
};

/**
 * Faithful local fakes of Mailchimp's OAuth (authorize page, token and
 * metadata endpoints) and of the Marketing API calls the Mailchimp
 * connector makes, answering in Mailchimp's shapes: collections paged by
 * count and offset with total_items, problem+json errors, and a data
 * centre per account. Mount it under a prefix, on the API server (sandbox
 * mode) or on an instance of its own (tests).
 */
export const mailchimpSandbox: FastifyPluginAsync<MailchimpSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  await app.register(oauthRoutes, { ...options, prefix: SANDBOX_MAILCHIMP_HOSTS.login });
  await app.register(apiRoutes, { ...options, prefix: SANDBOX_MAILCHIMP_HOSTS.api });
};
