import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_VERSION } from '../../version.js';

/** Spec §9: a fifth of the traces are sampled. */
const TRACES_SAMPLE_RATE = 0.2;

export type ErrorReporter = (error: unknown, request?: FastifyRequest) => void;

export interface ErrorTracker {
  report: ErrorReporter;
  /** Waits until queued reports are sent (at shutdown). */
  flush(timeoutMs: number): Promise<boolean>;
}

/**
 * Sentry for the API when SENTRY_DSN is set. Without it the SDK is not even
 * loaded, and reporting is a no-op.
 */
export async function createErrorTracker(options: { dsn: string | undefined; environment: string; release: string }): Promise<ErrorTracker> {
  if (!options.dsn) return { report: () => undefined, flush: async () => true };
  const Sentry = await import('@sentry/node');
  const client = Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
  });
  return {
    report(error, request) {
      // Only the method, path and ids: never cookies, bodies or query strings.
      Sentry.withScope((scope) => {
        if (request) scope.setContext('request', { method: request.method, url: request.url.split('?')[0], id: request.id });
        if (request?.user) scope.setUser({ id: String(request.user.id) });
        Sentry.captureException(error);
      });
    },
    flush: async (timeoutMs) => (client ? client.flush(timeoutMs) : true),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    errorTracker: ErrorTracker;
  }
}

export default fp(
  async (app) => {
    const { apiDsn, environment } = app.config.errorReporting;
    const tracker = await createErrorTracker({ dsn: apiDsn, environment, release: API_VERSION });
    app.decorate('errorTracker', tracker);
    app.addHook('onClose', async () => {
      await tracker.flush(2000);
    });
  },
  { name: 'error-tracking' },
);
