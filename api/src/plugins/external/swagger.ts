import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version.js';

/**
 * The OpenAPI document is generated from the routes' zod schemas; the docs
 * page is /api/docs and the raw document /api/openapi.json. Registered before
 * the routes so it sees every one of them.
 */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: `${app.config.productTitle} API`, version: API_VERSION },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'pulseboard_session' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  // The documentation page's routes sit in a scope of their own, which takes only the hooks and the error handler
  // in place when it is created: after the plugins that set those for every route.
  { name: 'swagger', dependencies: ['error-handler', 'nul-characters', 'security-headers', 'under-pressure'] },
);
