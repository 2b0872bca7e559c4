import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { User } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';

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

export default fp(
  async (app) => {
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
    });
  },
  { name: 'authenticate', dependencies: ['sessions'] },
);
