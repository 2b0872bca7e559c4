import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailed } from '../lib/errors.js';
import { signedInUser } from '../plugins/app/authenticate.js';
import { SwitchLimitError, type CompanyScope } from './switch-board.js';

/** A provider's fakes as their control panel sees them: the fixture accounts and the company-scoped switches. */
export interface SwitchableFakes<S extends string> {
  users: ReadonlyArray<{ email: string }>;
  describeSwitches(companyId: CompanyScope): Record<string, S[]>;
  setSwitch(name: S, on: boolean, scope: { companyId?: CompanyScope; account?: string }): Promise<void>;
  reset(companyId?: CompanyScope): Promise<void>;
}

/**
 * The sandbox's own control panel of one provider's fakes (not a provider
 * API): a signed-in user flips an error switch for one fixture account or for
 * all, e.g. to expire tokens from an end-to-end test. POST { account?,
 * switch, on }; GET lists them; POST /reset clears them. Like every unsafe
 * request, the POSTs need the CSRF token.
 *
 * Everything acts on the caller's company only: a switch is kept under the
 * company, and the fakes obey it only for grants that company's own
 * authorisations obtained (a grant remembers the company that started its
 * consent, through the OAuth state). Another company connected to the same
 * fixture account is not affected.
 */
export function switchControlRoutes<S extends string>(provider: string, switches: readonly [S, ...S[]], fakesOf: (app: FastifyInstance) => SwitchableFakes<S> | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const fakes = fakesOf(app);
    if (!fakes) return;
    const names = z.enum(switches);
    const accounts = () => fakes.users.map((user) => user.email);
    const controlBody = z.object({
      /** A fixture account (an e-mail; a fake store's slug); left out, the switch holds for every account. */
      account: z.string().max(254).optional(),
      switch: names,
      on: z.boolean(),
    });
    /** The caller's company's switches by account ("*" for all accounts), what can be switched, and the fixture accounts. */
    const answers = { 200: z.object({ switches: z.record(z.string(), z.array(names)), available: z.array(names), accounts: z.array(z.string()) }) };
    const describe = (companyId: number) => ({ switches: fakes.describeSwitches(companyId), available: [...switches], accounts: accounts() });
    const tags = ['sandbox'];

    app.get('/', { schema: { tags, summary: `The ${provider} sandbox's error switches of the caller's company`, response: answers } }, async (request) => describe(signedInUser(request).companyId));

    app.post('/', { schema: { tags, summary: `Turn one of the ${provider} sandbox's error switches on or off, for the caller's company`, body: controlBody, response: answers } }, async (request) => {
      const { companyId } = signedInUser(request);
      const { account, switch: name, on } = request.body;
      if (account !== undefined && !accounts().includes(account)) throw new ValidationFailed({ account: [`Unknown account; the fixtures have ${accounts().join(', ')}.`] });
      try {
        await fakes.setSwitch(name, on, { companyId, account });
      } catch (error) {
        if (error instanceof SwitchLimitError) throw new HttpError(429, error.message);
        throw error;
      }
      return describe(companyId);
    });

    app.post('/reset', { schema: { tags, summary: `Turn every ${provider} sandbox error switch of the caller's company off`, response: answers } }, async (request) => {
      const { companyId } = signedInUser(request);
      await fakes.reset(companyId);
      return describe(companyId);
    });
  };
}
