import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createErrorTracker } from '../src/plugins/external/error-tracking.js';

/** A local stand-in for Sentry's ingest endpoint that keeps every envelope it receives. */
function sentrySink(): Promise<{ server: Server; port: number; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, envelopes })));
}

it('does nothing without a DSN', async () => {
  const tracker = await createErrorTracker({ dsn: undefined, environment: 'test', release: '1' });
  expect(() => tracker.report(new Error('ignored'))).not.toThrow();
  await expect(tracker.flush(10)).resolves.toBe(true);
});

it('sends a reported error to the configured DSN, with a fifth of traces sampled', async () => {
  const sink = await sentrySink();
  try {
    const script = new URL('./helpers/report-one-error.mjs', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [script, `http://public@127.0.0.1:${sink.port}/42`]);
    expect(stdout).toBe('0.2');
    const envelope = sink.envelopes.join('\n');
    expect(envelope).toContain('the database went away');
    expect(envelope).toContain('"environment":"test"');
  } finally {
    sink.server.close();
  }
});
