import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { stripeApiRoutes } from './api-routes.js';
import type { StripeSandbox } from './state.js';

/** A call's body at most: the product's largest sends a few kilobytes. */
const BODY_LIMIT = 64 * 1024;

export interface StripeApiListener {
  port: number;
  close(): Promise<void>;
}

/**
 * The fake's server API on a listener of its own, on loopback only: the
 * SDK is pointed at it with `host`, `port` and `protocol`, and calls
 * `/v1/…` at its root. Port 0 takes a free one.
 */
export async function listenStripeApi(sandbox: StripeSandbox, { log, port = 0 }: { log: FastifyBaseLogger; port?: number }): Promise<StripeApiListener> {
  const server = Fastify({ loggerInstance: log, bodyLimit: BODY_LIMIT, logController: new LogController({ disableRequestLogging: true }), routerOptions: { maxParamLength: 200 } });
  await server.register(stripeApiRoutes, { sandbox });
  await server.listen({ host: '127.0.0.1', port });
  const address = server.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => server.close() };
}
