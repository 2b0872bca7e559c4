import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { MetaSetup } from '../../src/connectors/meta/endpoints.js';
import { metaOAuthProvider } from '../../src/connectors/meta/oauth.js';
import type { Connector } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { exchangeCode } from '../../src/oauth/token-endpoint.js';
import { MetaSandboxState, metaSandbox, type MetaSwitch } from '../../src/sandbox/meta/index.js';
import { SANDBOX_META_APP, SANDBOX_META_HOSTS, SANDBOX_META_PREFIX } from '../../src/sandbox/meta/paths.js';
import type { TestClient } from './client.js';
import { ALEX, REDIRECT_URI } from './google-sandbox.js';

export interface MetaSandbox {
  state: MetaSandboxState;
  setup: MetaSetup;
  /** Every request the fake received, as "METHOD /path?query" (for counting pages and windows). */
  requests: string[];
  setSwitch(name: MetaSwitch, on: boolean, account?: string): Promise<void>;
  close(): Promise<void>;
}

/** The Meta fakes on an instance of their own, on 127.0.0.1 and a free port. */
async function startMetaSandbox(options: { now?: () => number } = {}): Promise<MetaSandbox> {
  const state = new MetaSandboxState(options);
  const app = Fastify();
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${decodeURIComponent(request.url)}`);
  });
  await app.register(metaSandbox, { prefix: SANDBOX_META_PREFIX, state, client: SANDBOX_META_APP, appName: 'Pulseboard' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SANDBOX_META_PREFIX}`;
  return {
    state,
    setup: { app: SANDBOX_META_APP, endpoints: { www: `${base}${SANDBOX_META_HOSTS.www}`, graph: `${base}${SANDBOX_META_HOSTS.graph}` } },
    requests,
    setSwitch: (name, on, account) => state.setSwitch(name, on, { account }),
    close: () => app.close(),
  };
}

/** Opens Facebook Login's dialog as a browser would and answers it: Continue as `account` with the ticked permissions, or Cancel. */
export async function answerDialog(authorizeUrl: string, choice: { decision: 'continue' | 'cancel'; account?: string; permissions?: string[] }): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const account = /name="account" value="([^"]+)"[^>]*>[\s\S]*?<small>([^<]+)<\/small>/g;
  const ids = new Map([...html.matchAll(account)].map((match) => [match[2], match[1]]));
  const form = new URLSearchParams({ consent, decision: choice.decision, account: ids.get(choice.account ?? ALEX) ?? '' });
  for (const permission of choice.permissions ?? new URL(authorizeUrl).searchParams.get('scope')?.split(/[\s,]+/) ?? []) form.append('permission', permission);
  form.append('permission', 'public_profile');
  const response = await fetch(new URL('oauth/approve', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`dialog answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

/** Credentials of a fixture person for `provider`'s permissions, through the real dialog, code exchange and long-lived token swap. */
export async function connectMeta(provider: OAuthProvider, account = ALEX, permissions: readonly string[] = provider.scopes): Promise<OAuthCredentials> {
  const url = `${provider.authorizeUrl}?${new URLSearchParams({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: provider.scopes.join(','), state: 'test' })}`;
  const back = await answerDialog(url, { decision: 'continue', account, permissions: [...permissions] });
  return exchangeCode(provider, { code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
}

export interface MetaHarness {
  sandbox: MetaSandbox;
  provider: OAuthProvider;
  credentials: OAuthCredentials;
  connector: Connector;
}

/** A Meta connector wired to its own fakes for one test file: connected as Alex before the tests, switches reset after each, closed at the end. */
export function metaHarness(scopes: string[], create: (graphUrl: string, tokens: AccessTokens) => Connector): MetaHarness {
  const harness = {} as MetaHarness;
  beforeAll(async () => {
    harness.sandbox = await startMetaSandbox();
    harness.provider = metaOAuthProvider(harness.sandbox.setup, scopes);
    harness.credentials = await connectMeta(harness.provider);
    harness.connector = create(harness.sandbox.setup.endpoints.graph, new AccessTokens(harness.provider));
  });
  afterAll(() => harness.sandbox.close());
  afterEach(async () => {
    await harness.sandbox.state.reset();
    harness.sandbox.requests.length = 0;
  });
  return harness;
}

/**
 * A Meta source connected the way a user does it, on an app in sandbox mode:
 * the dialog URL the sources API answered, Continue as `account` with every
 * permission, then the callback followed as `as`. The new source's id.
 */
export async function connectThroughDialog(as: TestClient, redirect: string, account = ALEX): Promise<number> {
  const back = await answerDialog(redirect, { decision: 'continue', account });
  expect(back.hash).toBe('#_=_');
  const response = await as.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
  const landed = new URL(response.headers.location as string, back.origin);
  expect(landed.pathname).toBe('/company/sources');
  return Number(landed.searchParams.get('connected'));
}
