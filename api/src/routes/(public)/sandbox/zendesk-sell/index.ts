import type { FastifyPluginAsync } from 'fastify';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';
import { zendeskSellSandbox } from '../../../../sandbox/zendesk-sell/index.js';
import { SANDBOX_ZENDESK_SELL_CLIENT } from '../../../../sandbox/zendesk-sell/paths.js';

/**
 * The Zendesk Sell fake of sandbox mode (the authorisation page and token
 * endpoint, the API v2), under Sell's own paths below this folder, which
 * must match SANDBOX_ZENDESK_SELL_PREFIX (sandbox/zendesk-sell/paths) that
 * the connector calls. No session check: it answers as Sell would, to the
 * connector's calls with Sell's own tokens, and to the browser on the
 * authorisation page.
 */
const zendeskSellFake: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(zendeskSellSandbox, { state: app.sandbox.zendeskSell, client: SANDBOX_ZENDESK_SELL_CLIENT, ...productFakeOptions(app) });
};

export default zendeskSellFake;
