import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../schemas.js';

/** Stripe's events are small; anything bigger is not Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's webhook endpoint. The signature covers the exact bytes sent, so
 * this route reads its body raw (its own parser, scoped to it) and verifies
 * it before anything is parsed; a bad or missing signature is refused with
 * 400 and changes nothing. An event seen before is acknowledged and skipped.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook events, verified by their signature on the raw body',
        headers: z.object({ 'stripe-signature': z.string().max(2_000).optional() }),
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }), 400: messageSchema },
      },
      // Server to server: the signature authenticates the request, no browser cookie is involved.
      config: { csrf: false },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!signature || !Buffer.isBuffer(request.body)) return reply.code(400).send({ message: 'A signed Stripe event is expected.' });
      let event;
      try {
        event = app.billingProvider.parseWebhook(request.body, signature);
      } catch {
        return reply.code(400).send({ message: 'The signature does not match the event.' });
      }
      const processed = await app.billingWebhooks.process(event);
      return { received: true, duplicate: !processed };
    },
  );
};

export default stripeWebhookRoutes;
