import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors.js';
import { messageSchema } from '../../schemas.js';

/**
 * The "ask" endpoint of a TLS server issuing certificates on demand (Caddy's
 * on_demand_tls, for instance): a certificate is only worth asking for a
 * white-label domain whose records are verified, so no one can make the
 * server request certificates for names of their choosing.
 */
const tlsAskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: '200 when the domain is a verified white-label domain of a company, 404 otherwise',
        querystring: z.object({ domain: z.string().min(1).max(300) }),
        response: { 200: z.object({ domain: z.string() }), 404: messageSchema },
      },
    },
    async (request) => {
      const served = await app.whitelabel.servedCompanyOf(request.query.domain);
      if (!served) throw notFound();
      return { domain: served.domain };
    },
  );
};

export default tlsAskRoutes;
