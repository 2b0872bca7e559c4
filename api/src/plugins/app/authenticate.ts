import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { User } from '../../db/schema.js';
import { isAdmin } from '@pulseboard/shared/contracts';
import { forbidden, HttpError } from '../../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: 401 without a signed-in user (before CSRF and validation run). */
    authenticate: onRequestAsyncHookHandler;
  }
}

const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

/** The signed-in user of a route guarded by `app.authenticate`, typed as present. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in user of an admin-only route (spec §6); anyone else gets 403. */
export function signedInAdmin(request: FastifyRequest): User {
  const user = signedInUser(request);
  if (!isAdmin(user)) throw forbidden();
  return user;
}

export default fp(
  async (app) => {
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
    });
  },
  { name: 'authenticate', dependencies: ['sessions'] },
);
