import { ConfigError, loadConfig, type AppConfig } from '../src/config.js';
import { GOOGLE_HOSTS, googleSetup } from '../src/connectors/google/endpoints.js';
import { SANDBOX_GOOGLE_CLIENT } from '../src/sandbox/google/paths.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });

describe('Google configuration', () => {
  it('runs the sandbox by default: fakes on this server, the consent page at APP_URL, API calls over loopback', () => {
    const config = appConfig({ PORT: '18099', APP_URL: 'https://reports.example.com' });
    expect(config.connectors.sandbox).toBe(true);
    expect(googleSetup(config)).toEqual({
      client: SANDBOX_GOOGLE_CLIENT,
      endpoints: {
        accounts: 'https://reports.example.com/sandbox/google',
        oauth2: 'http://127.0.0.1:18099/sandbox/google/oauth2',
        apis: 'http://127.0.0.1:18099/sandbox/google/googleapis',
        analyticsAdmin: 'http://127.0.0.1:18099/sandbox/google/analyticsadmin',
        analyticsData: 'http://127.0.0.1:18099/sandbox/google/analyticsdata',
        ads: 'http://127.0.0.1:18099/sandbox/google/googleads',
        businessAccounts: 'http://127.0.0.1:18099/sandbox/google/mybusinessaccountmanagement',
        businessInformation: 'http://127.0.0.1:18099/sandbox/google/mybusinessbusinessinformation',
        businessPerformance: 'http://127.0.0.1:18099/sandbox/google/businessprofileperformance',
        sheets: 'http://127.0.0.1:18099/sandbox/google/sheets',
      },
    });
  });

  it("uses Google's own hosts with a configured client, unless told to sandbox anyway", () => {
    const env = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
    const real = appConfig(env);
    expect(real.connectors.sandbox).toBe(false);
    expect(googleSetup(real)).toEqual({ client: { id: 'id.apps.googleusercontent.com', secret: 'secret' }, endpoints: GOOGLE_HOSTS });
    expect(googleSetup(appConfig({ ...env, CONNECTORS_SANDBOX: '1' }))?.client).toEqual(SANDBOX_GOOGLE_CLIENT);
  });

  it('takes base-URL overrides, and offers no Google sources with neither a client nor the sandbox', () => {
    const setup = googleSetup(
      appConfig({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ANALYTICS_DATA_URL: 'http://127.0.0.1:9999/ga/',
        GOOGLE_OAUTH2_URL: 'http://127.0.0.1:9999/oauth2',
        GOOGLE_ADS_URL: 'http://127.0.0.1:9999/ads',
      }),
    );
    expect(setup?.endpoints).toEqual({ ...GOOGLE_HOSTS, analyticsData: 'http://127.0.0.1:9999/ga', oauth2: 'http://127.0.0.1:9999/oauth2', ads: 'http://127.0.0.1:9999/ads' });
    expect(googleSetup(appConfig({ CONNECTORS_SANDBOX: '0' }))).toBeUndefined();
  });

  it('wants the client id and secret together, and URLs for the overrides', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_APIS_URL: 'not a url' })).toThrow(/GOOGLE_APIS_URL/);
  });
});
