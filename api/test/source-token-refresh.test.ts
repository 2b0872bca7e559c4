import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectorContext } from '../src/connectors/context.js';
import { SourceAuthError } from '../src/connectors/types.js';
import { POOL_APPLICATION_NAME } from '../src/plugins/external/db.js';
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
let requests = 0;
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
  requests = 0;
  exchanges = 0;
  live = new Set(['refresh-1']);
  beforeAnswer = undefined;
});

async function answer(given: string, response: ServerResponse): Promise<void> {
  requests += 1;
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

/** Holds the token endpoint's answers until `release`; `held` resolves once a refresh is waiting on it. */
function holdAnswers(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached = () => {};
  const held = new Promise<void>((resolve) => (reached = resolve));
  beforeAnswer = async () => {
    reached();
    await released;
  };
  return { held, release };
}

/** The API pool's connections a transaction keeps open between statements, or that wait for a lock. */
async function connectionsHeldOrBlocked(): Promise<number> {
  const { rows } = await t.app.pool.query<{ count: number }>(
    `select count(*)::int as count from pg_stat_activity
      where datname = current_database() and application_name = $1 and (state like 'idle in transaction%' or wait_event_type = 'Lock')`,
    [POOL_APPLICATION_NAME],
  );
  return rows[0]!.count;
}

async function setRefreshLease(row: SourceRow, until: string): Promise<void> {
  await t.app.pool.query(`update sources set token_refresh_until = now() + $2::interval where id = $1`, [row.id, until]);
}

async function refreshLease(row: SourceRow): Promise<Date | null> {
  const { rows } = await t.app.pool.query<{ until: Date | null }>('select token_refresh_until as until from sources where id = $1', [row.id]);
  return rows[0]!.until;
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

  it('holds no database connection while the provider answers, nor while another process waits for it', async () => {
    const row = await expiredSource();
    const { held, release } = holdAnswers();
    const first = new AccessTokens(provider).token(connectorContext(t.app, row));
    await held;
    const second = new AccessTokens(provider).token(connectorContext(t.app, row));
    await sleep(300);
    try {
      expect(await connectionsHeldOrBlocked()).toBe(0);
    } finally {
      release();
    }
    expect(await Promise.all([first, second])).toEqual(['access-2', 'access-2']);
    expect(requests).toBe(1);
    expect(await refreshLease(row)).toBeNull();
  });

  it('leaves a pool of one connection free for requests while the provider answers', async () => {
    const busy = await createTestApp({ env: { DATABASE_POOL_SIZE: '1', DATABASE_CONNECT_TIMEOUT_SECONDS: '1' } });
    const { held, release } = holdAnswers();
    try {
      const credentials = { access_token: 'access-1', refresh_token: 'refresh-1', expires_at: Date.now() - 1000 };
      const row = await busy.app.sources.create({ companyId: await createCompany(busy.app), name: 'accuranker', account: 'Acme Agency', credentials });
      const refreshed = new AccessTokens(provider).token(connectorContext(busy.app, row));
      await held;
      await expect(busy.app.pool.query('select 1')).resolves.toBeDefined();
      release();
      expect(await refreshed).toBe('access-2');
    } finally {
      release();
      await busy.close();
    }
  });

  it('takes over at once the lease of a process that died refreshing, once it has lapsed', async () => {
    const row = await expiredSource();
    await setRefreshLease(row, '-1 minute');
    expect(await new AccessTokens(provider).token(connectorContext(t.app, row))).toBe('access-2');
    expect(requests).toBe(1);
    expect(await refreshLease(row)).toBeNull();
  });

  it('waits for a lease still running, and takes it over when it lapses with no credentials stored under it', async () => {
    const row = await expiredSource();
    await setRefreshLease(row, '400 milliseconds');
    const started = Date.now();
    expect(await new AccessTokens(provider).token(connectorContext(t.app, row))).toBe('access-2');
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(requests).toBe(1);
    expect(await refreshLease(row)).toBeNull();
  });

  it('gives a process that waited for the lease what its holder stored, without calling the provider again', async () => {
    const row = await expiredSource();
    const { held, release } = holdAnswers();
    const holder = new AccessTokens(provider).token(connectorContext(t.app, row));
    await held;
    const waiter = new AccessTokens(provider).token(connectorContext(t.app, row));
    await sleep(150);
    release();
    expect(await waiter).toBe('access-2');
    expect(await holder).toBe('access-2');
    expect(requests).toBe(1);
    expect((await storedCredentials(row)).refresh_token).toBe('refresh-2');
  });

  it('ends the lease when the provider refuses the refresh token, so the next refresh need not wait for it to lapse', async () => {
    const row = await expiredSource();
    live = new Set();
    await expect(new AccessTokens(provider).token(connectorContext(t.app, row))).rejects.toBeInstanceOf(SourceAuthError);
    expect(await refreshLease(row)).toBeNull();
  });
});

describe('credentials a connector extends while it works (Page tokens from a Meta listing, the data centre of Mailchimp)', () => {
  it('stores them over the credentials the connector was given', async () => {
    const row = await expiredSource();
    const context = connectorContext(t.app, row);
    await context.onCredentialsRefreshed({ ...context.credentials, dc: 'us7' });
    expect(await storedCredentials(row)).toEqual({ ...context.credentials, dc: 'us7' });
  });

  it('keeps a re-authorisation stored since the connector read the credentials, rather than write the old grant back over it', async () => {
    const row = await expiredSource();
    const context = connectorContext(t.app, row);
    const reauthorised = { access_token: 'access-new-grant', refresh_token: 'refresh-new-grant', expires_at: Date.now() + 3_600_000 };
    await t.app.sources.saveCredentials(row, reauthorised, { reauthorised: true });
    await context.onCredentialsRefreshed({ ...context.credentials, page_tokens: { 'page-1': 'page-token-of-the-old-grant' } });
    expect(await storedCredentials(row)).toEqual(reauthorised);
  });

  it('leaves them unstored while another process refreshes the token, whose write would otherwise find the credentials changed and be lost', async () => {
    const row = await expiredSource();
    const context = connectorContext(t.app, row);
    await setRefreshLease(row, '1 minute');
    await context.onCredentialsRefreshed({ ...context.credentials, dc: 'us7' });
    expect(await storedCredentials(row)).not.toHaveProperty('dc');
  });
});
