import fp from 'fastify-plugin';

/**
 * Query parameters that carry secrets: OAuth codes (TikTok's `auth_code`) and
 * states, signatures of download links and of the realtime trigger API,
 * tokens of any kind.
 */
const SECRET_PARAMETERS = ['code', 'auth_code', 'state', 'signature', 'auth_signature', 'token', '_token', 'access_token', 'refresh_token', 'id_token', 'password', 'client_secret'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMETERS.join('|')})=)[^&#]*`, 'gi');
/** Mailed links carrying their token in the path: password reset and invitation, address change, a provider registration's address. */
const SECRET_PATH = /(\/(?:password\/reset|email\/confirm|register\/social\/confirm)\/)[^/?#]+/;

/** Mailed links carry their token in the path, other secrets in the query: none of them may end up in the log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
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
      request.log.info({ method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, durationMs: Math.round(reply.elapsedTime) }, 'request completed');
    });
  },
  { name: 'request-log' },
);
