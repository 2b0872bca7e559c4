import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { User } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { hasConsented } from '../../users/consents.js';
import { signedInUser } from './authenticate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: 403 for a user without both consents, except on the routes listed below. */
    requireConsents: preHandlerAsyncHookHandler;
  }
}

export const CONSENTS_REQUIRED_MESSAGE = 'Accept the terms and confirm your age on your user page first.';

/** Whether a request to a listed route is one its page makes. */
type Exemption = (request: FastifyRequest, user: User) => boolean;

const always: Exemption = () => true;
/** The user page a user without consents may open is their own: acting on a teammate is not part of it. */
const ownUser: Exemption = (request, user) => Number((request.params as { id?: unknown }).id) === user.id;

/**
 * The signed-in routes a user without both consents may still call (spec §2 guard 2 and §6: they are limited to
 * their own user page and the subscription page), by method and route. Any other route, one added later
 * included, is refused until the user page has recorded the consents.
 */
const CALLABLE_WITHOUT_CONSENTS = new Map<string, Exemption>([
  // User page: the profile form records the consents (and name, e-mail address, avatar); the password change goes the same way.
  ['PUT /api/users/:id', ownUser],
  // User page: the avatar is uploaded as soon as it is picked; the page uploads no other kind of image.
  ['POST /api/files/:kind', (request) => (request.params as { kind?: unknown }).kind === 'avatar'],
  // User page: the sign-in methods, listed, connected and disconnected.
  ['GET /api/users/:id/identities', ownUser],
  ['POST /api/users/:id/identities/:provider', ownUser],
  ['DELETE /api/users/:id/identities/:provider', ownUser],
  // Subscription page: the plan and its itemised price, subscribing, changing and restoring.
  ['GET /api/company/subscription', always],
  ['GET /api/company/subscription/quote', always],
  ['POST /api/company/subscription', always],
  ['PUT /api/company/subscription', always],
  ['POST /api/company/subscription/restore', always],
  // Subscription page: canceling the subscription. Deleting the company, the same route's other use, is on Company Settings.
  ['DELETE /api/company', (request) => (request.body as { cancel?: unknown } | undefined)?.cancel === true],
  // Subscription page: its coupons.
  ['POST /api/company/coupon', always],
  ['DELETE /api/company/coupon/:code', always],
  // The shell around both pages: closing a message of the top bar (the subscription's banners among them)...
  ['POST /api/messages/dismissals', always],
  // ...and the company's live channel, which it opens on every page and which keeps those banners and the plan current.
  ['POST /broadcasting/auth', always],
]);

/**
 * Spec §2 guard 2 held by the API: the browser's guard only decides which pages show, and a request sent to the
 * API directly never meets it. A preHandler hook: after CSRF and validation, so the body an exemption reads is
 * validated, and before a route's own preHandlers, so a refused request counts against no rate limit.
 */
export default fp(
  async (app) => {
    app.decorate('requireConsents', async (request: FastifyRequest) => {
      const user = signedInUser(request);
      if (hasConsented(user)) return;
      const exempt = CALLABLE_WITHOUT_CONSENTS.get(`${request.method} ${request.routeOptions.url}`);
      if (!exempt?.(request, user)) throw new HttpError(403, CONSENTS_REQUIRED_MESSAGE);
    });
  },
  { name: 'consents', dependencies: ['authenticate'] },
);
