import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const UNDER_PRESSURE_MESSAGE = 'The server is too busy to answer right now. Please try again in a moment.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure asks a route's own handler first: one that sends nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** Route config of a route that must answer however busy the process is. */
export const exemptFromLoadShedding = { pressureHandler: () => undefined };

/**
 * Load shedding: while the event loop lags past LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS
 * (or the heap or the resident memory is past its bound, when one is set),
 * new requests are refused at once with 503 and Retry-After, in the API's
 * error shape, rather than queued behind a backlog they would time out in.
 * GET /readyz answers 503 the same way, so a load balancer stops sending
 * traffic until the process recovers; /healthz is exempt, since a supervisor
 * must not restart a process for being busy.
 */
export default fp(
  async (app) => {
    const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes, retryAfterSeconds } = app.config.loadShedding;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes,
      maxRssBytes,
      pressureHandler: (_request, reply) => {
        void reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ message: UNDER_PRESSURE_MESSAGE });
      },
    });
  },
  // After helmet's hooks: a refused request still carries the security headers.
  { name: 'under-pressure', dependencies: ['security-headers'] },
);
