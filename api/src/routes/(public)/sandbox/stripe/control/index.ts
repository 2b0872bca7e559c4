import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ValidationFailed } from '../../../../../lib/errors.js';
import { validationErrorBodySchema } from '@pulseboard/shared/contracts';
import { MAX_ADVANCE_SECONDS, StripeApiError } from '../../../../../sandbox/stripe/index.js';
import { messageSchema } from '../../../../schemas.js';

const controlBody = z.object({
  /** Moves the fake's clock forward, like advancing a Stripe test clock, and runs what came due. */
  advanceSeconds: z.number().int().min(1).max(MAX_ADVANCE_SECONDS).optional(),
  /** With `customer`: that customer's charges without them present fail (like card 4000 0000 0000 0341), or work again. */
  failCharges: z.boolean().optional(),
  customer: z.string().min(1).max(100).optional(),
});

const controlAnswer = z.object({
  /** The fake's time, unix seconds, and as a date. */
  now: z.number(),
  time: z.string(),
});

/**
 * The Stripe fake's control panel (not a Stripe API), present only in
 * sandbox mode: moves its clock forward, so renewals, failed renewals and
 * cancellations at period end happen now, and makes a customer's renewals
 * fail. No session: like the fake itself, it serves tests and demos of a
 * sandbox install, where no real money or customer exists; what it changes
 * is the fake's account, never the product's data.
 */
const stripeControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = app.sandbox?.stripe.state;
  if (!stripe) return;
  const describe = () => ({ now: stripe.now(), time: new Date(stripe.now() * 1000).toISOString() });

  app.post(
    '/',
    {
      config: { csrf: false },
      schema: {
        tags: ['sandbox'],
        summary: "Move the Stripe sandbox's clock forward, or make a customer's charges fail",
        body: controlBody,
        response: { 200: controlAnswer, 404: messageSchema, 422: validationErrorBodySchema },
      },
    },
    async (request) => {
      const { advanceSeconds, failCharges, customer } = request.body;
      if (advanceSeconds === undefined && failCharges === undefined) throw new ValidationFailed({ advanceSeconds: ['Give advanceSeconds, or failCharges with a customer.'] });
      if (failCharges !== undefined) {
        if (!customer) throw new ValidationFailed({ customer: ['The customer whose charges fail is required with failCharges.'] });
        await stripe.setFailCharges(customer, failCharges).catch((error: unknown) => {
          throw error instanceof StripeApiError ? new HttpError(error.status, error.message) : error;
        });
      }
      if (advanceSeconds !== undefined) await stripe.advance(advanceSeconds);
      return describe();
    },
  );
};

export default stripeControlRoutes;
