import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailed } from '../../../../../lib/errors.js';
import { signedInUser } from '../../../../../plugins/app/authenticate.js';
import { SWITCHES, SwitchLimitError } from '../../../../../sandbox/google/state.js';

const controlBody = z.object({
  /** A fixture account's e-mail; left out, the switch holds for every account. */
  account: z.string().max(254).optional(),
  switch: z.enum(SWITCHES),
  on: z.boolean(),
});

/** The caller's company's switches by account ("*" for all accounts), what can be switched, and the fixture accounts. */
const controlAnswer = z.object({
  switches: z.record(z.string(), z.array(z.enum(SWITCHES))),
  available: z.array(z.enum(SWITCHES)),
  accounts: z.array(z.string()),
});
const answers = { 200: controlAnswer };

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
 *
 * Present in sandbox mode only, beside the fakes (routes/(public)/sandbox/google).
 */
const controlRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.sandbox) return;
  const state = app.sandbox.google;
  const describe = (companyId: number) => ({ switches: state.describeSwitches(companyId), available: [...SWITCHES], accounts: state.users.map((user) => user.email) });

  app.get('/', { schema: { tags: ['sandbox'], summary: "The sandbox's error switches of the caller's company", response: answers } }, async (request) => describe(signedInUser(request).companyId));

  app.post('/', { schema: { tags: ['sandbox'], summary: "Turn one of the sandbox's error switches on or off, for the caller's company", body: controlBody, response: answers } }, async (request) => {
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

  app.post('/reset', { schema: { tags: ['sandbox'], summary: "Turn every sandbox error switch of the caller's company off", response: answers } }, async (request) => {
    const { companyId } = signedInUser(request);
    await state.reset(companyId);
    return describe(companyId);
  });
};

export default controlRoutes;
