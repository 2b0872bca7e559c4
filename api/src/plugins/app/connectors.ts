import fp from 'fastify-plugin';
import { createConnectors } from '../../connectors/index.js';
import { ConnectorRegistry } from '../../connectors/registry.js';
import { setProviderTimeout } from '../../oauth/provider-fetch.js';

declare module 'fastify' {
  interface FastifyInstance {
    connectors: ConnectorRegistry;
  }
}

export default fp(
  async (app) => {
    setProviderTimeout(app.config.query.providerTimeoutMs);
    const registry = new ConnectorRegistry();
    for (const connector of createConnectors(app.config)) registry.register(connector);
    app.decorate('connectors', registry);
  },
  { name: 'connectors' },
);
