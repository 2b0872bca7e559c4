import type { FastifyPluginAsync } from 'fastify';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';
import { mailchimpSandbox } from '../../../../sandbox/mailchimp/index.js';
import { SANDBOX_MAILCHIMP_CLIENT } from '../../../../sandbox/mailchimp/paths.js';

/**
 * The Mailchimp fakes of sandbox mode (the authorize page, token and
 * metadata endpoints, the Marketing API), under Mailchimp's own paths below
 * this folder, which must match SANDBOX_MAILCHIMP_PREFIX
 * (sandbox/mailchimp/paths) that the connector calls. No session check: they
 * answer as Mailchimp would, to the connector's calls with Mailchimp's own
 * tokens, and to the browser on the authorize page.
 */
const mailchimpFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(mailchimpSandbox, { state: app.sandbox.mailchimp, client: SANDBOX_MAILCHIMP_CLIENT, ...productFakeOptions(app) });
};

export default mailchimpFakes;
