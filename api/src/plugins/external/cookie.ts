import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';

/** Cookie parsing and setting; values are opaque random tokens, so no cookie signing is needed. */
export default fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);
