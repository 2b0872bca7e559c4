import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '@pulseboard/shared/contracts';
import type { AppConfig, EnvConfig } from './config.js';
import { trustFunction } from './lib/trust-proxy.js';
import db from './plugins/external/db.js';
import cookie from './plugins/external/cookie.js';
import bodyParsers from './plugins/external/body-parsers.js';
import nulCharacters from './plugins/external/nul-characters.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import errorTracking from './plugins/external/error-tracking.js';
import errorHandler from './plugins/external/error-handler.js';
import securityHeaders from './plugins/external/security-headers.js';
import frontEnds from './plugins/external/front-ends.js';
import requestLog from './plugins/app/request-log.js';
import identification from './plugins/app/identification.js';
import mailer from './plugins/app/mailer.js';
import users from './plugins/app/users.js';
import sessions from './plugins/app/sessions.js';
import csrf from './plugins/app/csrf.js';
import authenticate from './plugins/app/authenticate.js';
import accounts from './plugins/app/accounts.js';
import loginLockout from './plugins/app/login-lockout.js';
import passwordResets from './plugins/app/password-resets.js';
import companyData from './plugins/app/company-data.js';
import messages from './plugins/app/messages.js';
import sources from './plugins/app/sources.js';
import connectors from './plugins/app/connectors.js';
import oauth, { OAUTH_ROUTES_PREFIX } from './oauth/plugin.js';
import connectorsSandbox from './sandbox/plugin.js';
import queryEngine from './query/plugin.js';
import dashboards from './plugins/app/dashboards.js';
import editLocks from './plugins/app/edit-locks.js';
import files from './plugins/app/files.js';
import realtime from './plugins/app/realtime.js';
import jobs from './jobs/plugin.js';
import pdf from './pdf/plugin.js';
import automaticReports from './reports/plugin.js';
import healthRoutes from './routes/health/index.js';
import pageConfigRoutes from './routes/page-config/index.js';
import authRoutes from './routes/auth/index.js';
import userRoutes from './routes/users/index.js';
import onboardingRoutes from './routes/onboarding/index.js';
import messageRoutes from './routes/messages/index.js';
import sourceRoutes from './routes/sources/index.js';
import configRoutes from './routes/configs/index.js';
import dashboardRoutes from './routes/dashboards/index.js';
import broadcastingRoutes from './routes/broadcasting/index.js';
import oauthRoutes from './routes/oauth/index.js';
import widgetRoutes from './routes/widgets/index.js';
import fileRoutes from './routes/files/index.js';
import automaticReportRoutes from './routes/automatic-reports/index.js';

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

/** Everything the product serves, in dependency order: external plugins, app plugins, routes. */
async function registerAll(app: FastifyInstance, config: AppConfig) {
  app.decorate('config', config);

  await app.register(db);
  await app.register(cookie);
  await app.register(bodyParsers);
  await app.register(nulCharacters);
  // Multipart forms carry a dashboard save (three images and its JSON parts) or one upload: these bounds fit both.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 3, fields: 20, parts: 23, fieldSize: 4 * 1024 * 1024 } });
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(errorTracking);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(frontEnds);

  await app.register(requestLog);
  await app.register(identification);
  await app.register(mailer);
  await app.register(users);
  await app.register(sessions);
  await app.register(csrf);
  await app.register(authenticate);
  await app.register(accounts);
  await app.register(loginLockout);
  await app.register(passwordResets);
  await app.register(companyData);
  await app.register(messages);
  await app.register(realtime);
  await app.register(sources);
  await app.register(connectors);
  await app.register(oauth);
  await app.register(connectorsSandbox);
  await app.register(queryEngine);
  await app.register(dashboards);
  await app.register(editLocks);
  await app.register(files);
  await app.register(jobs);
  await app.register(pdf);
  await app.register(automaticReports);

  await app.register(healthRoutes);
  await app.register(pageConfigRoutes, { prefix: '/api' });
  await app.register(authRoutes);
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding' });
  await app.register(messageRoutes, { prefix: '/api/messages' });
  await app.register(sourceRoutes, { prefix: '/api/sources' });
  await app.register(configRoutes, { prefix: '/api/configs' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboards' });
  await app.register(widgetRoutes, { prefix: '/api/widgets' });
  await app.register(fileRoutes);
  await app.register(automaticReportRoutes, { prefix: '/api/automatic-reports' });
  await app.register(broadcastingRoutes, { prefix: '/broadcasting' });
  await app.register(oauthRoutes, { prefix: OAUTH_ROUTES_PREFIX.replace(/\/$/, '') });
}

export const serviceApp = fp(registerAll, { name: 'pulseboard' });

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
