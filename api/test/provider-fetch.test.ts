import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonBody, providerFetch } from '../src/oauth/provider-fetch.js';
import { SourceProviderError } from '../src/connectors/types.js';

let server: Server;
let base: string;
let endlessWrites = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/small') return void response.end('{"rows":[1,2,3]}');
    // An answer that never ends: chunks as long as the client reads.
    response.writeHead(200, { 'content-type': 'application/json' });
    const write = () => {
      endlessWrites += 1;
      if (response.write('x'.repeat(64 * 1024))) setImmediate(write);
      else response.once('drain', write);
    };
    response.on('close', () => response.removeAllListeners('drain'));
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('reading a provider answer', () => {
  it('parses an answer within the limit', async () => {
    expect(await jsonBody(await providerFetch(`${base}/small`, {}), 1024)).toEqual({ rows: [1, 2, 3] });
  });

  it('stops reading past the limit and fails as the provider', async () => {
    const reading = jsonBody(await providerFetch(`${base}/endless`, {}), 1024 * 1024);
    await expect(reading).rejects.toThrow(SourceProviderError);
    await expect(reading).rejects.toThrow(/answered with more than 1 MB/);
    const writesWhenStopped = endlessWrites;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The connection was given up: the server is not still pouring data into it.
    expect(endlessWrites - writesWhenStopped).toBeLessThan(50);
  });
});
