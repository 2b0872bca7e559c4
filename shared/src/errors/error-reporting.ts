/** Spec §9: trace sample rate 0.2 and replay on error 1 (no replay of sessions without an error). */
export const TRACES_SAMPLE_RATE = 0.2;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release: string;
}

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

let capture: Capture | null = null;

/**
 * Starts Sentry in the browser when a DSN is configured. Without one nothing
 * is loaded at all: the SDK is fetched lazily, so it costs nothing when off.
 */
export async function initErrorReporting(config: ErrorReportingConfig | null): Promise<void> {
  if (!config?.dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
  });
  capture = (error, context) => Sentry.captureException(error, context ? { extra: context } : undefined);
}

/** Reports an error to error tracking when it is on; always logs it to the console. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.error(error);
  capture?.(error, context);
}
