import fp from 'fastify-plugin';
import { sessionRouteErrors } from '../schemas.js';

/** Named so a route's scope can be asked whether it has the session check (`hasPlugin`). */
export const SIGNED_IN_ONLY = 'signed-in-only';

/**
 * Every route below this folder needs a signed-in user: without one it
 * answers 401 before CSRF, body parsing and validation run. Public routes
 * live under routes/(public) instead; no route adds the check itself.
 * A user without both consents is then refused every route but those of
 * their user page and the subscription page (plugins/app/consents), here
 * rather than per route, so that a new route is refused too. Both answers
 * are added to every route's documented responses here for the same reason.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.addHook('preHandler', app.requireConsents);
    app.addHook('onRoute', (route) => {
      const response = route.schema?.response;
      // A route's own description of a status (an admin-only route's 403) stays.
      if (route.schema && response && typeof response === 'object') route.schema.response = { ...sessionRouteErrors, ...response };
    });
  },
  { name: SIGNED_IN_ONLY, dependencies: ['authenticate', 'consents'] },
);
