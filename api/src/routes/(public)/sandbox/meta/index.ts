import type { FastifyPluginAsync } from 'fastify';
import { productFakeOptions } from '../../../../sandbox/fake-options.js';
import { metaSandbox } from '../../../../sandbox/meta/index.js';
import { SANDBOX_META_APP } from '../../../../sandbox/meta/paths.js';

/**
 * The Meta fakes of sandbox mode (Facebook Login's dialog, the Graph API),
 * under Meta's own paths below this folder, which must match
 * SANDBOX_META_PREFIX (sandbox/meta/paths) that the connectors call. No
 * session check: they answer as Meta would, to the connectors' calls with
 * Meta's own tokens, and to the browser on the dialog.
 */
const metaFakes: FastifyPluginAsync = async (app) => {
  if (!app.sandbox) return;
  await app.register(metaSandbox, { state: app.sandbox.meta, client: SANDBOX_META_APP, ...productFakeOptions(app) });
};

export default metaFakes;
