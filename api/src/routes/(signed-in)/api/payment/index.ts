import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutSchema, paymentRequestSchema } from '@pulseboard/shared/contracts';
import { signedInAdmin } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors, messageSchema } from '../../../schemas.js';

/** The card checkout of registration with payment (spec §7). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/secure',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start the card checkout of a new account: answers payload and key for the card provider',
        description:
          'Dashboards at least 1; the coupons are applied to the company first (422 on `coupon` when one cannot be). Access is granted by the provider’s webhook once the payment is confirmed. `data` is null when the coupons leave nothing to pay: the plan starts without a card.',
        body: paymentRequestSchema,
        response: { 200: z.object({ data: z.nullable(checkoutSchema) }), ...adminRouteErrors, 409: messageSchema, 503: messageSchema },
      },
      config: { errorKey: (field: string) => (field === 'coupons' || field.startsWith('coupons.') ? 'coupon' : field) },
    },
    async (request) => ({ data: await app.subscriptions.secure(signedInAdmin(request), request.body) }),
  );
};

export default paymentRoutes;
