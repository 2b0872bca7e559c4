import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';

/**
 * Off by default; routes opt in with `config.rateLimit`. Counters live in
 * memory, so with several instances each enforces its own limit.
 */
export default fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many attempts. Please try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
