import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appliedCouponsSchema,
  billingOverviewSchema,
  cardSetupSchema,
  companyCouponRequestSchema,
  couponCodeSchema,
  planChangeSchema,
  quoteQuerySchema,
  quoteSchema,
  subscriptionRequestSchema,
} from '@pulseboard/shared/contracts';
import { signedInAdmin } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors, messageSchema } from '../../../schemas.js';

const billingErrors = { ...adminRouteErrors, 409: messageSchema.describe('Not possible in the subscription’s state'), 503: messageSchema.describe('Payments are not set up') };
/** Coupon guesses are bounded per company: codes are short and a list of them is worth something. */
const COUPONS_PER_MINUTE = 10;

/** The company's subscription, plan changes, coupons and card (admins only, spec §2 and §7). */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const couponLimit = app.rateLimit({ name: 'company-coupon', max: COUPONS_PER_MINUTE, windowMs: 60_000, key: (request) => `company:${signedInAdmin(request).companyId}` });

  app.get(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plan, its state, products, coupons and card, for the subscription screen',
        response: { 200: z.object({ data: billingOverviewSchema }), ...adminRouteErrors },
      },
    },
    async (request) => ({ data: await app.subscriptions.overview(signedInAdmin(request).companyId) }),
  );

  app.get(
    '/subscription/quote',
    {
      schema: {
        tags: ['billing'],
        summary: 'What a plan would cost today and at each renewal, itemised, before anything changes',
        querystring: quoteQuerySchema,
        response: { 200: z.object({ data: quoteSchema }), ...adminRouteErrors },
      },
    },
    async (request) => ({ data: await app.subscriptions.quote(signedInAdmin(request).companyId, request.query) }),
  );

  app.post(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Subscribe: answers the checkout whose card payment the browser confirms; access follows the provider’s webhook',
        body: subscriptionRequestSchema,
        response: { 200: z.object({ data: planChangeSchema }), ...billingErrors },
      },
    },
    async (request) => ({ data: await app.subscriptions.subscribe(signedInAdmin(request), request.body) }),
  );

  app.put(
    '/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Change the plan: increases at once and prorated, decreases at the renewal',
        body: subscriptionRequestSchema,
        response: { 200: z.object({ data: planChangeSchema }), ...billingErrors, 402: messageSchema.describe('The card on file was declined for the prorated charge') },
      },
    },
    async (request) => ({ data: await app.subscriptions.change(signedInAdmin(request), request.body) }),
  );

  app.post(
    '/subscription/restore',
    { schema: { tags: ['billing'], summary: 'Take back a cancel before the paid period ends', response: { 200: z.object({ data: billingOverviewSchema }), ...billingErrors } } },
    async (request) => ({ data: await app.subscriptions.restore(signedInAdmin(request)) }),
  );

  app.post(
    '/coupon',
    {
      schema: {
        tags: ['billing'],
        summary: 'Apply a coupon to the company; answers the applied list',
        body: companyCouponRequestSchema,
        response: { 200: z.object({ data: appliedCouponsSchema }), ...billingErrors, 429: messageSchema },
      },
      preHandler: couponLimit,
    },
    async (request) => ({ data: await app.subscriptions.applyCoupon(signedInAdmin(request), request.body.coupon) }),
  );

  app.delete(
    '/coupon/:code',
    {
      schema: {
        tags: ['billing'],
        summary: 'Take a coupon off the company; its discount or bonus goes with it',
        params: z.object({ code: couponCodeSchema }),
        response: { 200: z.object({ data: appliedCouponsSchema }), ...billingErrors, 404: messageSchema },
      },
    },
    async (request) => ({ data: await app.subscriptions.removeCoupon(signedInAdmin(request), request.params.code) }),
  );

  app.post(
    '/payment-method',
    { schema: { tags: ['billing'], summary: 'Start saving a new card: answers the secret the browser confirms it with', response: { 200: z.object({ data: cardSetupSchema }), ...billingErrors } } },
    async (request) => {
      const payload = await app.subscriptions.startCardSetup(signedInAdmin(request));
      return { data: { payload, key: app.billingProvider.browser.key, script: app.billingProvider.browser.script } };
    },
  );
};

export default subscriptionRoutes;
