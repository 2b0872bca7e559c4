import { ANALYTICS_SCOPE } from '../src/connectors/google_analytics/catalogue.js';
import { codeChallenge, createCodeVerifier } from '../src/oauth/pkce.js';
import type { OAuthProvider } from '../src/oauth/provider.js';
import { SANDBOX_GOOGLE_CLIENT } from '../src/sandbox/google/paths.js';
import { ALEX, REDIRECT_URI, openConsent, sandboxProvider, startSandbox, submitConsent, type Sandbox } from './helpers/google-sandbox.js';

let sandbox: Sandbox;
let provider: OAuthProvider;

beforeAll(async () => {
  sandbox = await startSandbox({ redirectUriPrefix: 'http://127.0.0.1/api/sources/oauth/' });
  provider = sandboxProvider(sandbox, [ANALYTICS_SCOPE]);
});
afterAll(() => sandbox.close());

const authorizeUrl = (params: Record<string, string> = {}) =>
  `${provider.authorizeUrl}?${new URLSearchParams({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: provider.scopes.join(' '), state: 's1', ...params })}`;

const token = (form: Record<string, string>) =>
  fetch(provider.tokenUrl, { method: 'POST', body: new URLSearchParams({ client_id: SANDBOX_GOOGLE_CLIENT.id, client_secret: SANDBOX_GOOGLE_CLIENT.secret, ...form }) });

async function codeFor(params: Record<string, string> = {}): Promise<string> {
  const url = authorizeUrl(params);
  const { consentId } = await openConsent(url);
  const back = await submitConsent(url, { consentId, decision: 'allow', account: ALEX, scopes: provider.scopes as string[] });
  expect(back.searchParams.get('state')).toBe('s1');
  return back.searchParams.get('code') ?? '';
}

describe('the Google OAuth fake', () => {
  it('shows Google-like error pages for an unknown client, an unregistered redirect URI or no scope', async () => {
    const unknownClient = await fetch(authorizeUrl({ client_id: 'nobody' }));
    expect(unknownClient.status).toBe(401);
    expect(await unknownClient.text()).toContain('invalid_client');
    const mismatch = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/callback' }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('redirect_uri_mismatch');
    expect((await fetch(authorizeUrl({ scope: '' }))).status).toBe(400);
  });

  it('checks the PKCE verifier of a code issued with a challenge', async () => {
    const verifier = createCodeVerifier();
    const challenge = { code_challenge: codeChallenge(verifier), code_challenge_method: 'S256' };
    const missing = await token({ grant_type: 'authorization_code', code: await codeFor(challenge), redirect_uri: REDIRECT_URI });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
    const wrong = await token({ grant_type: 'authorization_code', code: await codeFor(challenge), redirect_uri: REDIRECT_URI, code_verifier: createCodeVerifier() });
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    const right = await token({ grant_type: 'authorization_code', code: await codeFor(challenge), redirect_uri: REDIRECT_URI, code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3599, scope: provider.scopes.join(' ') });
  });

  it('takes a code once, refreshes, and revokes the whole grant', async () => {
    const code = await codeFor();
    const first = (await (await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI })).json()) as { access_token: string; refresh_token: string };
    const again = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });
    expect((await token({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT_URI, client_secret: 'wrong' })).status).toBe(401);

    const refreshed = (await (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json()) as Record<string, unknown>;
    expect(refreshed).toMatchObject({ access_token: expect.stringMatching(/^ya29\./), expires_in: 3599 });
    expect(refreshed.refresh_token).toBeUndefined();

    expect((await fetch(`${provider.revokeUrl}?token=${first.access_token}`, { method: 'POST' })).status).toBe(200);
    const dead = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(dead.status).toBe(400);
    expect(await dead.json()).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  });

  it('answers a Deny with access_denied and the state', async () => {
    const url = authorizeUrl();
    const { consentId } = await openConsent(url);
    const back = await submitConsent(url, { consentId, decision: 'deny', scopes: [] });
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 's1' });
    await expect(submitConsent(url, { consentId, decision: 'allow', scopes: [] })).rejects.toThrow(/400/);
  });

  it('refuses API calls without a live token, in Google error shapes', async () => {
    const response = await fetch(`${sandbox.endpoints.apis}/oauth2/v3/userinfo`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await response.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'required' }] } });
    const expired = await fetch(`${sandbox.endpoints.analyticsAdmin}/v1beta/accountSummaries`, { headers: { authorization: 'Bearer ya29.unknown' } });
    expect(await expired.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED', details: [{ reason: 'ACCESS_TOKEN_EXPIRED' }] } });
  });
});
