import fp from 'fastify-plugin';

/** Reset links carry their token in the path; it must not end up in the log. */
export function redactUrl(url: string): string {
  return url.replace(/(\/password\/reset\/)[^/?#]+/, '$1[redacted]').replace(/([?&](?:token|_token)=)[^&#]*/g, '$1[redacted]');
}

/**
 * One structured line per request (the request id comes from the child
 * logger), and the id echoed back so a user can quote it in a support ticket.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, durationMs: Math.round(reply.elapsedTime) },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
