import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCodeSchema, couponLookupQuerySchema, couponSchema } from '@pulseboard/shared/contracts';
import { messageSchema, unsafeRouteErrors } from '../../../schemas.js';

/** Lookups per address: enough for a person trying codes, too few to enumerate them. */
const LOOKUPS_PER_MINUTE = 20;

/** Coupon lookup of the registration screen (spec §7), before any account exists. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether a coupon code is valid and can join the applied ones: its type, value and name',
        description:
          '`email` is the registration form’s (some coupons are for new customers only); `applied` repeats for each code already applied, for the stacking rules. 422 on `coupon` with the text to show.',
        params: z.object({ code: couponCodeSchema }),
        querystring: couponLookupQuerySchema,
        response: { 200: z.object({ data: couponSchema }), 422: unsafeRouteErrors[422], 429: messageSchema },
      },
      config: { errorKey: () => 'coupon' },
      preHandler: app.rateLimit({ name: 'coupon-lookup', max: LOOKUPS_PER_MINUTE, windowMs: 60_000 }),
    },
    async (request) => ({ data: await app.coupons.lookup(request.params.code, request.query.applied, { email: request.query.email, now: app.billingClock() }) }),
  );
};

export default couponRoutes;
