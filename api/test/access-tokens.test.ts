import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectorContext } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../src/oauth/provider.js';
import { loopbackTokenProvider } from './helpers/token-provider.js';

/**
 * A token endpoint that rotates refresh tokens as django-oauth-toolkit does
 * (AccuRanker): each refresh answers a new refresh token and revokes the one
 * it was given, which then answers invalid_grant. Not rotating, it answers
 * an access token only, as Google does, and the refresh token stays good.
 */
let server: Server;
let tokenUrl: string;
let refreshes = 0;
let rotating = true;
const live = new Set(['refresh-1', 'kept']);

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const given = new URLSearchParams(body).get('refresh_token') ?? '';
      response.setHeader('content-type', 'application/json');
      if (!live.has(given)) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      refreshes += 1;
      const access = `access-${refreshes + 1}`;
      if (!rotating) return void response.end(JSON.stringify({ access_token: access, expires_in: 3600, token_type: 'Bearer' }));
      live.delete(given);
      live.add(`refresh-${refreshes + 1}`);
      response.end(JSON.stringify({ access_token: access, refresh_token: `refresh-${refreshes + 1}`, expires_in: 36_000, token_type: 'Bearer' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth/token/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const provider = (): OAuthProvider => loopbackTokenProvider(tokenUrl);

/** A call's view of the source as it read it when it began: the expired token and the first refresh token. */
function contextAsRead(stored: OAuthCredentials[]): ConnectorContext {
  return {
    credentials: { access_token: 'access-1', refresh_token: 'refresh-1', expires_at: Date.now() - 1000 },
    account: null,
    onCredentialsRefreshed: async (credentials) => {
      stored.push(credentials as OAuthCredentials);
    },
  };
}

describe('access tokens of a provider that rotates refresh tokens', () => {
  it('gives a call begun before another refreshed the source the new token, rather than spend the revoked refresh token', async () => {
    const tokens = new AccessTokens(provider());
    const stored: OAuthCredentials[] = [];
    expect(await tokens.token(contextAsRead(stored))).toBe('access-2');
    // Begun before that refresh was stored, ending after it: it still holds refresh-1.
    expect(await tokens.token(contextAsRead(stored))).toBe('access-2');
    expect(refreshes).toBe(1);
    expect(stored.map((credentials) => credentials.refresh_token)).toEqual(['refresh-2']);
  });
});

describe('access tokens of a provider that keeps its refresh token', () => {
  it('refreshes again when the token a refresh gave is refused, rather than hand it out once more', async () => {
    rotating = false;
    const tokens = new AccessTokens(provider());
    const stored: OAuthCredentials[] = [];
    const expired = { ...contextAsRead(stored), credentials: { access_token: 'old', refresh_token: 'kept', expires_at: Date.now() - 1000 } };
    const given = await tokens.token(expired);
    // A later call holds the stored answer, which the provider then refuses (revoked on its side, say).
    const later: ConnectorContext = { ...contextAsRead(stored), credentials: stored.at(-1)! };
    const sent: string[] = [];
    const response = await tokens.send(later, async (token) => (sent.push(token), new Response(null, { status: token === given ? 401 : 200 })));
    expect(response.status).toBe(200);
    expect(sent).toEqual([given, `access-${refreshes + 1}`]);
  });
});
