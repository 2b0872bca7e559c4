import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSchema } from '@pulseboard/shared/contracts';
import { productsOf } from '../../../../billing/products.js';

/** The prices the registration screen shows before anyone has an account. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { tags: ['billing'], summary: 'The price of a dashboard per interval (1 and 12 months), in cents', response: { 200: z.object({ data: z.array(productSchema) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await productsOf(app.db) };
    },
  );
};

export default billingRoutes;
