import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import autoload from '@fastify/autoload';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, EnvConfig } from './config.js';
import { trustFunction } from './lib/trust-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Secrets and credentials never reach the log, whatever object is logged. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.password_confirmation',
  '*.passwordHash',
  '*.token',
  '*._token',
];

/**
 * The bare Fastify instance: logger, proxy trust and the zod compilers. It
 * exists before the database does, so start-up can log through it.
 */
export function createFastify(config: Pick<EnvConfig, 'logLevel' | 'trustProxy'>) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    // The same trust function gives the websocket upgrades their client address (lib/trust-proxy).
    trustProxy: config.trustProxy === false ? false : trustFunction(config.trustProxy),
    // One line per request comes from plugins/app/request-log instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Ids are always ours (not taken from a client header), echoed back as x-request-id.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

const folder = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** A folder named in parentheses groups routes (by who may call them) and adds nothing to their URL. */
const isGroup = (folderName: string) => /^\(.+\)$/.test(folderName);

/**
 * The external plugins (the framework's and other libraries' integrations),
 * then the app's own plugins. Inside a folder, a plugin comes after the ones
 * its fastify-plugin `dependencies` name.
 */
async function registerPlugins(app: FastifyInstance, config: AppConfig) {
  app.decorate('config', config);
  await app.register(autoload, { dir: folder('./plugins/external') });
  await app.register(autoload, { dir: folder('./plugins/app') });
}

/**
 * Everything the product serves: the plugins, then the routes. The routes'
 * URLs follow their folders, and an autohooks file adds its hooks to every
 * route below it (routes/(signed-in)/autohooks: the session check).
 */
async function registerAll(app: FastifyInstance, config: AppConfig) {
  await registerPlugins(app, config);
  await app.register(autoload, {
    dir: folder('./routes'),
    dirNameRoutePrefix: (_parent, folderName) => (isGroup(folderName) ? false : folderName),
    autoHooks: true,
    cascadeHooks: true,
  });
}

export const serviceApp = fp(registerAll, { name: 'pulseboard' });

/**
 * What a jobs worker runs (worker.ts): every plugin, so every queue the API
 * declares is worked and each job finds what it uses (mailer, storage,
 * realtime fan-out to the API instances), and no routes.
 */
export const workerApp = fp(registerPlugins, { name: 'pulseboard-worker' });

/**
 * A ready app for the given configuration (tests inject into it; server.ts listens).
 * `onRoute` sees every route as it is registered, those hidden from the OpenAPI document included.
 */
export async function buildApp(config: AppConfig, onRoute?: onRouteHookHandler): Promise<FastifyInstance> {
  const instance = createFastify(config);
  if (onRoute) instance.addHook('onRoute', onRoute);
  await instance.register(serviceApp, config);
  await instance.ready();
  return instance;
}
