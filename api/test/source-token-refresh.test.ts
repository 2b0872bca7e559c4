import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectorContext } from '../src/connectors/context.js';
import type { SourceRow } from '../src/sources/repository.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../src/oauth/provider.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createCompany } from './helpers/factories.js';
import { loopbackTokenProvider } from './helpers/token-provider.js';

/**
 * A token endpoint that rotates refresh tokens as django-oauth-toolkit does (AccuRanker): each refresh token is good
 * once and answers a new one. It answers after a pause, so that refreshes begun together are all in flight at once;
 * `beforeAnswer` runs while one is.
 */
let server: Server;
let exchanges = 0;
let live = new Set<string>();
let beforeAnswer: (() => Promise<void>) | undefined;
let t: TestApp;
let provider: OAuthProvider;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => void answer(new URLSearchParams(body).get('refresh_token') ?? '', response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth/token/`;
  provider = loopbackTokenProvider(tokenUrl);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  exchanges = 0;
  live = new Set(['refresh-1']);
  beforeAnswer = undefined;
});

async function answer(given: string, response: ServerResponse): Promise<void> {
  await sleep(50);
  await beforeAnswer?.();
  response.setHeader('content-type', 'application/json');
  if (!live.delete(given)) {
    response.statusCode = 400;
    return void response.end(JSON.stringify({ error: 'invalid_grant' }));
  }
  exchanges += 1;
  live.add(`refresh-${exchanges + 1}`);
  response.end(JSON.stringify({ access_token: `access-${exchanges + 1}`, refresh_token: `refresh-${exchanges + 1}`, expires_in: 36_000, token_type: 'Bearer' }));
}

/** A source whose access token has expired, as every call reads it before any refresh. */
async function expiredSource(): Promise<SourceRow> {
  const credentials = { access_token: 'access-1', refresh_token: 'refresh-1', expires_at: Date.now() - 1000 };
  return t.app.sources.create({ companyId: await createCompany(t.app), name: 'accuranker', account: 'Acme Agency', credentials });
}

async function storedCredentials(row: SourceRow): Promise<OAuthCredentials> {
  const stored = await t.app.sources.findInCompany(row.id, row.companyId);
  return t.app.sources.credentialsOf(stored!) as OAuthCredentials;
}

describe('refreshing a stored source whose provider rotates refresh tokens', () => {
  it('refreshes once when two processes find its token expired at the same moment, and both get the new token', async () => {
    const row = await expiredSource();
    // Two processes: each with its own memory of rotated tokens, both having read the source before either refreshed.
    const [first, second] = await Promise.all([new AccessTokens(provider).token(connectorContext(t.app, row)), new AccessTokens(provider).token(connectorContext(t.app, row))]);
    expect([first, second]).toEqual(['access-2', 'access-2']);
    expect(exchanges).toBe(1);
    const stored = await storedCredentials(row);
    expect(stored.refresh_token).toBe('refresh-2');
    expect(live).toEqual(new Set([stored.refresh_token]));
  });

  it('keeps a re-authorisation stored while a refresh was under way, rather than write the refresh over it', async () => {
    const row = await expiredSource();
    const reauthorised = { access_token: 'access-new-grant', refresh_token: 'refresh-new-grant', expires_at: Date.now() + 3_600_000 };
    beforeAnswer = async () => void (await t.app.sources.saveCredentials(row, reauthorised, { reauthorised: true }));
    expect(await new AccessTokens(provider).token(connectorContext(t.app, row))).toBe('access-new-grant');
    expect(await storedCredentials(row)).toEqual(reauthorised);
  });
});
