import { initErrorReporting, reportError } from './error-reporting';

const init = jest.fn();
const captureException = jest.fn();
jest.mock('@sentry/react', () => ({
  init: (...args: unknown[]) => init(...args),
  captureException: (...args: unknown[]) => captureException(...args),
  browserTracingIntegration: () => 'tracing',
  replayIntegration: () => 'replay',
}));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('stays off without a DSN: nothing is initialised or sent', async () => {
  await initErrorReporting(null);
  reportError(new Error('lost'));
  expect(init).not.toHaveBeenCalled();
  expect(captureException).not.toHaveBeenCalled();
});

it('samples 20% of traces and replays every session with an error', async () => {
  await initErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'production', release: 'abc' });
  expect(init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@errors.example/1', tracesSampleRate: 0.2, replaysOnErrorSampleRate: 1, replaysSessionSampleRate: 0 }));
  const error = new Error('boom');
  reportError(error, { area: 'groups' });
  expect(captureException).toHaveBeenCalledWith(error, { extra: { area: 'groups' } });
});
