import type { FastifyPluginAsync } from 'fastify';
import type { GoogleSandboxOptions } from './options.js';
import { SWITCHES, type SandboxSwitch } from './state.js';

interface ControlBody {
  account?: string;
  switch?: string;
  on?: boolean;
}

/**
 * The sandbox's own control panel (not a Google API): flip an error switch
 * for one Google account of the fixtures or for all, e.g. to expire tokens
 * from an end-to-end test. POST { account?, switch, on }; GET lists them.
 */
export const controlRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  const describe = () => ({ switches: state.describeSwitches(), available: SWITCHES, accounts: state.users.map((user) => user.email) });

  app.get('/control', { schema: { hide: true } }, async () => describe());

  app.post<{ Body: ControlBody }>('/control', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    const { account, switch: name, on } = request.body ?? {};
    if (!SWITCHES.includes(name as SandboxSwitch)) return reply.code(400).send({ message: `switch must be one of ${SWITCHES.join(', ')}` });
    if (typeof on !== 'boolean') return reply.code(400).send({ message: 'on must be true or false' });
    if (account !== undefined && !state.user(account)) return reply.code(400).send({ message: `unknown account; the fixtures have ${state.users.map((user) => user.email).join(', ')}` });
    state.setSwitch(name as SandboxSwitch, on, account);
    return describe();
  });

  app.post('/control/reset', { config: { csrf: false }, schema: { hide: true } }, async () => {
    state.reset();
    return describe();
  });
};
