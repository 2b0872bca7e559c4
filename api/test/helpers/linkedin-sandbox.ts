import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { LinkedInSetup } from '../../src/connectors/linkedin_api/endpoints.js';
import { linkedInOAuthProvider } from '../../src/connectors/linkedin_api/oauth.js';
import type { Connector } from '../../src/connectors/types.js';
import { AccessTokens } from '../../src/oauth/access-tokens.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { exchangeCode } from '../../src/oauth/token-endpoint.js';
import { LinkedInSandboxState, linkedInSandbox, type LinkedInSwitch } from '../../src/sandbox/linkedin/index.js';
import { SANDBOX_LINKEDIN_CLIENT, SANDBOX_LINKEDIN_HOSTS, SANDBOX_LINKEDIN_PREFIX } from '../../src/sandbox/linkedin/paths.js';
import type { TestClient } from './client.js';
import { ALEX, REDIRECT_URI } from './google-sandbox.js';

export interface LinkedInSandbox {
  state: LinkedInSandboxState;
  setup: LinkedInSetup;
  /** Every request the fake received, as "METHOD /path?query" as it came (Rest.li values still encoded). */
  requests: string[];
  setSwitch(name: LinkedInSwitch, on: boolean, account?: string): Promise<void>;
  close(): Promise<void>;
}

/** The LinkedIn fakes on an instance of their own, on 127.0.0.1 and a free port. */
async function startLinkedInSandbox(options: { now?: () => number } = {}): Promise<LinkedInSandbox> {
  const state = new LinkedInSandboxState(options);
  const app = Fastify();
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  await app.register(linkedInSandbox, { prefix: SANDBOX_LINKEDIN_PREFIX, state, client: SANDBOX_LINKEDIN_CLIENT, appName: 'Pulseboard' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SANDBOX_LINKEDIN_PREFIX}`;
  const www = `${base}${SANDBOX_LINKEDIN_HOSTS.www}`;
  return {
    state,
    setup: { client: SANDBOX_LINKEDIN_CLIENT, endpoints: { www, oauth: www, api: `${base}${SANDBOX_LINKEDIN_HOSTS.api}` } },
    requests,
    setSwitch: (name, on, account) => state.setSwitch(name, on, { account }),
    close: () => app.close(),
  };
}

/** Opens LinkedIn's consent page as a browser would and answers it: Allow as `account`, or Cancel. */
export async function answerLinkedInConsent(authorizeUrl: string, choice: { decision: 'allow' | 'cancel'; account?: string }): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${html}`);
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const members = new Map([...html.matchAll(/name="member" value="([^"]+)"[^>]*>[\s\S]*?<small>([^<]+)<\/small>/g)].map((match) => [match[2], match[1]]));
  const form = new URLSearchParams({ consent, decision: choice.decision, member: members.get(choice.account ?? ALEX) ?? '' });
  const response = await fetch(new URL('authorization/approve', authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`consent form answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

/** Credentials of a fixture member for `provider`'s scopes, through the real consent page and code exchange. */
export async function connectLinkedIn(provider: OAuthProvider, account = ALEX): Promise<OAuthCredentials> {
  const url = `${provider.authorizeUrl}?${new URLSearchParams({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: provider.scopes.join(' '), state: 'test' })}`;
  const back = await answerLinkedInConsent(url, { decision: 'allow', account });
  return exchangeCode(provider, { code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
}

export interface LinkedInHarness {
  sandbox: LinkedInSandbox;
  provider: OAuthProvider;
  credentials: OAuthCredentials;
  connector: Connector;
}

/** A LinkedIn connector wired to its own fakes for one test file: connected as Alex before the tests, switches reset after each, closed at the end. */
export function linkedInHarness(scopes: string[], create: (apiUrl: string, tokens: AccessTokens) => Connector): LinkedInHarness {
  const harness = {} as LinkedInHarness;
  beforeAll(async () => {
    harness.sandbox = await startLinkedInSandbox();
    harness.provider = linkedInOAuthProvider(harness.sandbox.setup, scopes);
    harness.credentials = await connectLinkedIn(harness.provider);
    harness.connector = create(harness.sandbox.setup.endpoints.api, new AccessTokens(harness.provider));
  });
  afterAll(() => harness.sandbox.close());
  afterEach(async () => {
    await harness.sandbox.state.reset();
    harness.sandbox.requests.length = 0;
  });
  return harness;
}

/**
 * A LinkedIn source connected the way a user does it, on an app in sandbox
 * mode: the consent URL the sources API answered, Allow as `account`, then the
 * callback followed as `as`. The new source's id.
 */
export async function connectThroughLinkedIn(as: TestClient, redirect: string, account = ALEX): Promise<number> {
  const back = await answerLinkedInConsent(redirect, { decision: 'allow', account });
  const response = await as.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
  const landed = new URL(response.headers.location as string, back.origin);
  expect(landed.pathname).toBe('/company/sources');
  return Number(landed.searchParams.get('connected'));
}
