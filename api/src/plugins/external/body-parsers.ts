import fp from 'fastify-plugin';
import fastifyFormbody from '@fastify/formbody';

/**
 * Native form posts (POST /register without JavaScript) arrive as
 * application/x-www-form-urlencoded. JSON keeps Fastify's parser and its
 * prototype-poisoning guard, except that an empty body (a bodyless POST such
 * as /logout sent with a JSON content type) means "no body" instead of a 400.
 */
export default fp(
  async (app) => {
    await app.register(fastifyFormbody);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    });
  },
  { name: 'body-parsers' },
);
