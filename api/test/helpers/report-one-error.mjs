// Runs the API's error tracker in a plain Node process (the Sentry SDK
// instruments Node globals, which jest's sandbox refuses): reports one error
// to the DSN given as argument, flushes, and prints the sample rate in force.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
const { createErrorTracker } = await import('../../src/plugins/external/error-tracking.ts');
const Sentry = await import('@sentry/node');

const tracker = await createErrorTracker({ dsn: process.argv[2], environment: 'test', release: '9.9.9' });
tracker.report(new Error('the database went away'));
await tracker.flush(5000);
process.stdout.write(String(Sentry.getClient()?.getOptions().tracesSampleRate));
