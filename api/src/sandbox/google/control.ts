import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailed } from '../../lib/errors.js';
import { signedInUser } from '../../plugins/app/authenticate.js';
import { SWITCHES, SwitchLimitError, type GoogleSandboxState } from './state.js';

const controlBody = z.object({
  account: z.string().optional(),
  switch: z.enum(SWITCHES),
  on: z.boolean(),
});

/**
 * The sandbox's own control panel (not a Google API): a signed-in user flips
 * an error switch for one fixture account or for all, e.g. to expire tokens
 * from an end-to-end test. POST { account?, switch, on }; GET lists them;
 * POST /control/reset clears them. Like every unsafe request, the POSTs need
 * the CSRF token.
 *
 * Everything acts on the caller's company only: a switch is stored under the
 * company, and the fake obeys it only for grants that company's own
 * authorisations obtained (a grant remembers the company that started its
 * consent, through the OAuth state). Another company connected to the same
 * fixture account is not affected.
 */
export const controlRoutes: FastifyPluginAsyncZod<{ state: GoogleSandboxState }> = async (app, { state }) => {
  const describe = (companyId: number) => ({ switches: state.describeSwitches(companyId), available: SWITCHES, accounts: state.users.map((user) => user.email) });

  app.get('/control', { onRequest: app.authenticate, schema: { hide: true } }, async (request) => describe(signedInUser(request).companyId));

  app.post('/control', { onRequest: app.authenticate, schema: { hide: true, body: controlBody } }, async (request) => {
    const { companyId } = signedInUser(request);
    const { account, switch: name, on } = request.body;
    if (account !== undefined && !state.user(account)) throw new ValidationFailed({ account: [`Unknown account; the fixtures have ${state.users.map((user) => user.email).join(', ')}.`] });
    try {
      await state.setSwitch(name, on, { companyId, account });
    } catch (error) {
      if (error instanceof SwitchLimitError) throw new HttpError(429, error.message);
      throw error;
    }
    return describe(companyId);
  });

  app.post('/control/reset', { onRequest: app.authenticate, schema: { hide: true } }, async (request) => {
    const { companyId } = signedInUser(request);
    await state.reset(companyId);
    return describe(companyId);
  });
};
