import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { GoogleEndpoints } from '../../src/connectors/google/endpoints.js';
import { googleOAuthProvider } from '../../src/connectors/google/oauth.js';
import type { Connector, ConnectorContext, Credentials } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { exchangeCode } from '../../src/oauth/token-endpoint.js';
import { GoogleSandboxState, googleSandbox } from '../../src/sandbox/google/index.js';
import { SANDBOX_GOOGLE_CLIENT, SANDBOX_GOOGLE_HOSTS, SANDBOX_GOOGLE_PREFIX } from '../../src/sandbox/google/paths.js';
import type { SandboxSwitch } from '../../src/sandbox/google/state.js';
import type { TestClient } from './client.js';

export const ALEX = 'alex.morgan@acme-agency.example';
export const SAM = 'sam.lee@northwind-coffee.example';
export const REDIRECT_URI = 'http://127.0.0.1/api/sources/oauth/test/callback';

export interface Sandbox {
  state: GoogleSandboxState;
  endpoints: GoogleEndpoints;
  /** Every request the fake received, as "METHOD /path" (for counting pages and refreshes). */
  requests: string[];
  setSwitch(name: SandboxSwitch, on: boolean, account?: string): Promise<void>;
  close(): Promise<void>;
}

/** The Google fakes on an instance of their own, on 127.0.0.1 and a free port. */
export async function startSandbox(options: { redirectUriPrefix?: string } = {}): Promise<Sandbox> {
  const state = new GoogleSandboxState();
  const app = Fastify();
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url.split('?')[0]}`);
  });
  await app.register(googleSandbox, { prefix: SANDBOX_GOOGLE_PREFIX, state, client: SANDBOX_GOOGLE_CLIENT, appName: 'Pulseboard', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SANDBOX_GOOGLE_PREFIX}`;
  const endpoints = Object.fromEntries(Object.entries(SANDBOX_GOOGLE_HOSTS).map(([host, path]) => [host, `${base}${path}`])) as unknown as GoogleEndpoints;
  return {
    state,
    endpoints,
    requests,
    setSwitch: (name, on, account) => state.setSwitch(name, on, { account }),
    close: () => app.close(),
  };
}

export function sandboxProvider(sandbox: Sandbox, scopes: string[]): OAuthProvider {
  return googleOAuthProvider({ client: SANDBOX_GOOGLE_CLIENT, endpoints: sandbox.endpoints }, scopes);
}

/** Loads a consent page as a browser would: its HTML and the consent id its form carries. */
export async function openConsent(authorizeUrl: string): Promise<{ status: number; html: string; consentId: string }> {
  const response = await fetch(authorizeUrl);
  const html = await response.text();
  return { status: response.status, html, consentId: /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/** Submits the consent form (Allow or Deny, an account, the ticked scopes): the redirect back to the app. */
export async function submitConsent(authorizeUrl: string, choice: { consentId: string; decision: 'allow' | 'deny'; account?: string; scopes: string[] }): Promise<URL> {
  const form = new URLSearchParams({ consent: choice.consentId, decision: choice.decision, account: choice.account ?? ALEX });
  for (const scope of choice.scopes) form.append('scope', scope);
  const response = await fetch(new URL('approve', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

/**
 * A source connected the way a user does it, on an app in sandbox mode: the
 * consent URL the sources API answered, Allow for `account` with every scope,
 * then the callback followed as `as`. The new (or re-authorised) source's id.
 */
export async function connectThroughConsent(as: TestClient, redirect: string, account = ALEX): Promise<number> {
  const { consentId } = await openConsent(redirect);
  const scopes = new URL(redirect).searchParams.get('scope')?.split(' ') ?? [];
  const back = await submitConsent(redirect, { consentId, decision: 'allow', account, scopes });
  const response = await as.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
  const landed = new URL(response.headers.location as string, back.origin);
  expect(landed.pathname).toBe('/company/sources');
  return Number(landed.searchParams.get('connected'));
}

/** Credentials of a fixture user for `provider`'s scopes, through the fake's real consent and token exchange (PKCE-less). */
export async function connect(provider: OAuthProvider, account = ALEX, scopes: readonly string[] = provider.scopes): Promise<OAuthCredentials> {
  const url = `${provider.authorizeUrl}?${new URLSearchParams({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: provider.scopes.join(' '), state: 'test' })}`;
  const { consentId } = await openConsent(url);
  const back = await submitConsent(url, { consentId, decision: 'allow', account, scopes: [...scopes] });
  return exchangeCode(provider, { code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
}

/** A connector context over credentials, recording what a refresh hands back for storage. */
export function contextOf(credentials: Credentials): ConnectorContext & { stored: Credentials[] } {
  const stored: Credentials[] = [];
  return {
    credentials,
    stored,
    onCredentialsRefreshed: async (next) => {
      stored.push(next);
    },
  };
}

export interface ConnectorHarness {
  sandbox: Sandbox;
  provider: OAuthProvider;
  credentials: OAuthCredentials;
  connector: Connector;
}

/**
 * A connector wired to its own Google fakes for one test file: started with
 * a consented account before the tests, reset after each, closed at the end.
 */
export function connectorHarness(scopes: string[], create: (sandbox: Sandbox, tokens: AccessTokens) => Connector): ConnectorHarness {
  const harness = {} as ConnectorHarness;
  beforeAll(async () => {
    harness.sandbox = await startSandbox();
    harness.provider = sandboxProvider(harness.sandbox, scopes);
    harness.credentials = await connect(harness.provider);
    harness.connector = create(harness.sandbox, new AccessTokens(harness.provider));
  });
  afterAll(() => harness.sandbox.close());
  afterEach(async () => {
    await harness.sandbox.state.reset();
    harness.sandbox.requests.length = 0;
  });
  return harness;
}
