import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isLiveRenderToken, RENDER_COOKIE } from '../../pdf/render-token.js';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again in a moment.';
/** Long enough for a load balancer to have taken this process out of rotation. */
const RETRY_AFTER_SECONDS = 5;
/** Liveness stays answered: a supervisor must not kill a process for finishing its work. */
const ANSWERED_WHILE_DRAINING = new Set(['/healthz']);

export interface Draining {
  /**
   * Set once the process is shutting down, by the ordered shutdown or by any
   * other close of the app: what every part that must tell an expected end
   * (a connection closed under it) from a failure reads.
   */
  readonly active: boolean;
  /** From now on /readyz answers 503 and new requests are refused, but those of the renders still running. */
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/**
 * The first step of the ordered shutdown (lib/ordered-shutdown): the process
 * stops taking new work while the server still listens. Running renders open
 * the print view on this server (PDF_RENDER_URL), in new connections as
 * often as not, so the listener stays open until the jobs have stopped;
 * until then a request carrying a live render cookie is served, and any
 * other gets 503 and `Connection: close`, so its client goes elsewhere.
 */
export default fp(
  async (app) => {
    let active = false;
    app.decorate('draining', {
      get active() {
        return active;
      },
      begin() {
        active = true;
      },
    });
    // Any close counts, not only the ordered shutdown's; the parts that stop in their own preClose depend on this plugin, so it is set first.
    app.addHook('preClose', async () => {
      active = true;
    });
    const servesRender = (request: FastifyRequest) => isLiveRenderToken(app.config.appKey, request.cookies[RENDER_COOKIE]);
    app.addHook('onRequest', async (request, reply) => {
      if (!active || ANSWERED_WHILE_DRAINING.has(request.url.split('?', 1)[0] ?? '') || servesRender(request)) return;
      await reply.code(503).header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: SHUTTING_DOWN_MESSAGE });
    });
  },
  { name: 'draining' },
);
