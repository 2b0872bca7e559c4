import { loadConfig, type AppConfig } from '../src/config.js';
import { metaSetup } from '../src/connectors/meta/endpoints.js';
import { metaApiError } from '../src/connectors/meta/errors.js';
import { UsageGate } from '../src/connectors/meta/usage.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError } from '../src/connectors/types.js';
import { SANDBOX_META_APP } from '../src/sandbox/meta/paths.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });
const graphError = (code: number, subcode?: number) => ({ error: { message: 'm', type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}) } });

describe('Meta configuration', () => {
  it('runs the sandbox by default: the dialog at APP_URL, the Graph API over loopback', () => {
    expect(metaSetup(appConfig({ PORT: '18098', APP_URL: 'https://reports.example.com' }))).toEqual({
      app: SANDBOX_META_APP,
      endpoints: { www: 'https://reports.example.com/sandbox/meta/www', graph: 'http://127.0.0.1:18098/sandbox/meta/graph' },
    });
  });

  it("uses the sign-in Meta app on Meta's hosts, or the overrides, and offers no Meta sources without an app or the sandbox", () => {
    const env = { GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g', FACEBOOK_APP_ID: '42', FACEBOOK_APP_SECRET: 'shh' };
    expect(metaSetup(appConfig(env))).toEqual({ app: { id: '42', secret: 'shh' }, endpoints: { www: 'https://www.facebook.com', graph: 'https://graph.facebook.com' } });
    expect(metaSetup(appConfig({ ...env, FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/graph' }))?.endpoints.graph).toBe('http://127.0.0.1:9/graph');
    expect(metaSetup(appConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'g' }))).toBeUndefined();
  });
});

describe('Meta errors and usage', () => {
  it('maps Graph error codes: grants dead or lacking a permission need a new consent, throttling waits, the rest is the provider', () => {
    for (const [code, subcode] of [[190, 463], [190, 460], [102], [10], [200], [294]]) expect(metaApiError(400, graphError(code!, subcode))).toBeInstanceOf(SourceAuthError);
    for (const code of [4, 17, 32, 613, 80000, 80004]) expect(metaApiError(400, graphError(code))).toBeInstanceOf(SourceQuotaError);
    expect(metaApiError(400, graphError(17), 300_000)).toMatchObject({ retryAfterMs: 300_000 });
    expect(metaApiError(400, graphError(100))).toMatchObject({ name: 'SourceProviderError', status: 400 });
    expect(metaApiError(502, '<html>Bad gateway</html>')).toBeInstanceOf(SourceProviderError);
  });

  it('pauses a token near a full budget, or when Meta says when access returns, for that long', () => {
    let now = 1_000_000;
    const gate = new UsageGate(() => now);
    gate.record('calm', new Headers({ 'x-app-usage': '{"call_count":40,"total_cputime":10,"total_time":12}', 'x-ad-account-usage': '{"acc_id_util_pct":20,"reset_time_duration":3000}' }));
    expect(gate.waitFor('calm')).toBe(0);
    gate.record('busy', new Headers({ 'x-ad-account-usage': '{"acc_id_util_pct":97,"reset_time_duration":120}' }));
    expect(gate.waitFor('busy')).toBe(120_000);
    gate.record('blocked', new Headers({ 'x-business-use-case-usage': '{"99":[{"type":"ads_insights","call_count":12,"total_cputime":3,"total_time":3,"estimated_time_to_regain_access":7}]}' }));
    expect(gate.waitFor('blocked')).toBe(7 * 60_000);
    gate.record('unreadable', new Headers({ 'x-app-usage': 'not json' }));
    expect(gate.waitFor('unreadable')).toBe(0);
    now += 120_001;
    expect(gate.waitFor('busy')).toBe(0);
  });
});
