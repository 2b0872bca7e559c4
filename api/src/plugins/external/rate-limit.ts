import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { clientOf } from '../../lib/client-address-key.js';
import { RateLimitCounters } from '../../lib/rate-limit-counters.js';

export interface RateLimit {
  /** Names the limit: its counters are apart from every other limit's. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted; the client's address (its /64 for IPv6, lib/client-address-key) by default. */
  key?: (request: FastifyRequest) => string;
  /** Which of the route's requests count; all by default. */
  when?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind every limit, for quotas that are not a route's (PDF renders). */
    rateLimitCounters: RateLimitCounters;
    /** A preHandler answering 429 with Retry-After once `max` requests of one key fall in one window; several may guard a route. */
    rateLimit(limit: RateLimit): preHandlerAsyncHookHandler;
  }
}

/** How often ended windows are removed from the counters table. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Rate limits as preHandlers (after the body is parsed, so a limit may
 * count per e-mail), with their counters in PostgreSQL so that they hold
 * across every instance.
 */
export default fp(
  async (app) => {
    const counters = new RateLimitCounters(app.pool);
    app.decorate('rateLimitCounters', counters);
    app.decorate('rateLimit', ({ name, max, windowMs, key = clientOf, when }: RateLimit): preHandlerAsyncHookHandler => {
      return async (request, reply) => {
        if (when && !when(request)) return;
        const { hits, resetsInMs } = await counters.hit(name, key(request), windowMs);
        if (hits <= max) return;
        reply.header('retry-after', String(Math.max(1, Math.ceil(resetsInMs / 1000))));
        throw new HttpError(429, `Too many attempts. Please try again in ${waitText(resetsInMs)}.`);
      };
    });
    const sweep = () => void counters.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
