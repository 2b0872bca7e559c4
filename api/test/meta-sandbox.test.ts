import { metaOAuthProvider } from '../src/connectors/meta/oauth.js';
import { exchangeCode } from '../src/oauth/token-endpoint.js';
import { MetaSandboxState } from '../src/sandbox/meta/index.js';
import { ALEX, REDIRECT_URI } from './helpers/google-sandbox.js';
import { answerDialog, connectMeta, metaHarness } from './helpers/meta-sandbox.js';
import { facebookAdsConnector } from '../src/connectors/facebook/connector.js';

const harness = metaHarness(['ads_read'], (graphUrl, tokens) => facebookAdsConnector({ graphUrl, tokens }));
const dialogUrl = (params: Record<string, string>) =>
  `${harness.provider.authorizeUrl}?${new URLSearchParams({ client_id: harness.provider.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'ads_read', state: 's1', ...params })}`;

describe('the Meta sandbox', () => {
  it('keeps a token valid across a restart with the same APP_KEY, and refuses one signed with another', () => {
    const before = MetaSandboxState.forAppKey('key-one-0123456789');
    const token = before.issue({ kind: 'long', userId: '10158000000000001', companyId: 7, appId: '1', scopes: ['ads_read'] }, 60);
    expect(MetaSandboxState.forAppKey('key-one-0123456789').verify(token)).toMatchObject({ userId: '10158000000000001', companyId: 7, kind: 'long' });
    expect(MetaSandboxState.forAppKey('key-two-0123456789').verify(token)).toBe('malformed');
    expect(before.verify(`${token.slice(0, -2)}xx`)).toBe('malformed');
  });

  it('bounds what it holds in memory', () => {
    const state = new MetaSandboxState();
    const consent = { appId: '1', redirectUri: REDIRECT_URI, scopes: ['ads_read'], companyId: null };
    for (let index = 0; index < 2_500; index += 1) state.issueCode(consent, state.users[0]!, ['ads_read']);
    for (let index = 0; index < 2_500; index += 1) state.openConsent(consent);
    expect(state.memory).toMatchObject({ consents: 1_000, codes: 1_000 });
  });

  it("answers the dialog's refusals as Facebook does: an unknown app, a cancel", async () => {
    const unknownApp = await fetch(dialogUrl({ client_id: '999' }));
    expect(unknownApp.status).toBe(400);
    expect(await unknownApp.text()).toContain('Invalid App ID');
    const cancelled = await answerDialog(dialogUrl({}), { decision: 'cancel' });
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state: 's1' });
    expect(cancelled.hash).toBe('#_=_');
  });

  it('takes a code once, for its own redirect URI, and swaps only a live user token for a long-lived one', async () => {
    const back = await answerDialog(dialogUrl({}), { decision: 'continue', account: ALEX });
    const code = back.searchParams.get('code') ?? '';
    await expect(exchangeCode(harness.provider, { code, redirectUri: `${REDIRECT_URI}x` })).rejects.toMatchObject({ status: 400 });
    await expect(exchangeCode(harness.provider, { code, redirectUri: REDIRECT_URI })).rejects.toMatchObject({ status: 400 });
    const wrongSecret = metaOAuthProvider({ ...harness.sandbox.setup, app: { ...harness.sandbox.setup.app, secret: 'nope' } }, ['ads_read']);
    await expect(connectMeta(wrongSecret)).rejects.toMatchObject({ name: 'SourceProviderError' });
    await harness.sandbox.setSwitch('revoked', true);
    await expect(connectMeta(harness.provider)).rejects.toMatchObject({ name: 'SourceProviderError' });
  });
});
