import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { authorizeUrl } from '../../src/oauth/authorize-url.js';
import type { OAuthCredentials, OAuthProvider } from '../../src/oauth/provider.js';
import { exchangeCode } from '../../src/oauth/token-endpoint.js';
import type { TestClient } from './client.js';
import { ALEX, REDIRECT_URI } from './google-sandbox.js';

/**
 * Opens a fake's consent page (sandbox/consent-form) as a browser would and
 * answers it: Allow as `account`, or Cancel. Where the provider sent the browser back.
 */
export async function answerFakeConsent(authorizeUrl: string, choice: { decision: 'allow' | 'cancel'; account?: string }): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${html}`);
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const users = new Map([...html.matchAll(/name="user" value="([^"]+)"[^>]*>[\s\S]*?<small>([^<]+)<\/small>/g)].map((match) => [match[2], match[1]]));
  const form = new URLSearchParams({ consent, decision: choice.decision, user: users.get(choice.account ?? ALEX) ?? '' });
  const response = await fetch(new URL(action, authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`consent form answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

/**
 * Credentials of a fixture user for `provider`, through its fake's real
 * consent page (Allow as `account`) and code exchange. The code is read
 * under either name, as the product's callback does (TikTok's is auth_code).
 */
export async function connectThroughFake(provider: OAuthProvider, account = ALEX): Promise<OAuthCredentials> {
  const back = await answerFakeConsent(authorizeUrl(provider, { redirectUri: REDIRECT_URI, state: 'test' }), { decision: 'allow', account });
  return exchangeCode(provider, { code: back.searchParams.get('code') ?? back.searchParams.get('auth_code') ?? '', redirectUri: REDIRECT_URI });
}

/**
 * A source connected the way a user does it, on an app in sandbox mode: the
 * consent URL the sources API answered, Allow as `account`, then the
 * callback followed as `as`. The new source's id.
 */
export async function connectThroughFakeConsent(as: TestClient, redirect: string, account = ALEX): Promise<number> {
  const back = await answerFakeConsent(redirect, { decision: 'allow', account });
  const response = await as.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
  const landed = new URL(response.headers.location as string, back.origin);
  expect(landed.pathname).toBe('/company/sources');
  return Number(landed.searchParams.get('connected'));
}

/** A provider's fakes on an instance of their own, on 127.0.0.1 and a free port, recording every request as "METHOD /path?query". */
export async function listenFakes<O extends FastifyPluginOptions>(plugin: FastifyPluginAsync<O>, options: O & { prefix: string }) {
  const app = Fastify();
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  await app.register(plugin, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${options.prefix}`, requests, close: () => app.close() };
}
