import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      appUrl: 'http://localhost:8080',
      mailFrom: 'Pulseboard <no-reply@pulseboard.app>',
      productTitle: 'Pulseboard',
      maxWidgetsForPdf: 50,
      trustProxy: false,
      secureCookie: false,
      rateLimit: { loginMax: 10, registerMax: 20 },
      webRoot: REPO_ROOT,
      embeddedPgPort: undefined,
      seedDemo: true,
    });
    expect(config.remotes.dashboards).toBe('/remotes/dashboards/remoteEntry.js');
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '..', '..'));
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '9000',
      APP_URL: 'https://reports.example.com/',
      TRUST_PROXY: '2',
      SESSION_SECURE_COOKIE: 'true',
      SEED_DEMO: '0',
      REMOTE_AUTH_URL: 'https://cdn.example.com/auth/remoteEntry.js',
      EMBEDDED_PG_PORT: '6543',
    });
    expect(config).toMatchObject({ port: 9000, appUrl: 'https://reports.example.com', trustProxy: 2, secureCookie: true, seedDemo: false, embeddedPgPort: 6543 });
    expect(config.remotes.auth).toBe('https://cdn.example.com/auth/remoteEntry.js');
  });

  it('lists every invalid variable at once and refuses port 5432 for the embedded database', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', EMBEDDED_PG_PORT: '5432', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*EMBEDDED_PG_PORT: EMBEDDED_PG_PORT may not be 5432[\s\S]*SEED_DEMO/);
  });

  it('sheds load past a second of event-loop delay by default, with heap and memory bounds only when set', () => {
    expect(loadConfig({}).loadShedding).toEqual({ maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0, maxRssBytes: 0, retryAfterSeconds: 10 });
    expect(
      loadConfig({ LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHEDDING_MAX_HEAP_USED_MB: '512', LOAD_SHEDDING_MAX_RSS_MB: '1024', LOAD_SHEDDING_RETRY_AFTER_SECONDS: '30' }).loadShedding,
    ).toEqual({
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 512 * 1024 * 1024,
      maxRssBytes: 1024 * 1024 * 1024,
      retryAfterSeconds: 30,
    });
  });

  it('caps realtime connections, 10000 in all and 100 per client address by default', () => {
    expect(loadConfig({}).realtime.limits).toEqual({ total: 10_000, perAddress: 100 });
    expect(loadConfig({ REALTIME_MAX_CONNECTIONS: '500', REALTIME_MAX_CONNECTIONS_PER_IP: '5' }).realtime.limits).toEqual({ total: 500, perAddress: 5 });
    expect(() => loadConfig({ REALTIME_MAX_CONNECTIONS: '0', REALTIME_MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/REALTIME_MAX_CONNECTIONS[\s\S]*REALTIME_MAX_CONNECTIONS_PER_IP/);
  });

  it('gives a stopping process 30 s by default, its running jobs all of it but the 10 s of closing the rest', () => {
    expect(loadConfig({})).toMatchObject({ shutdown: { graceMs: 30_000 }, jobs: { stopTimeoutMs: 20_000 } });
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '90' })).toMatchObject({ shutdown: { graceMs: 90_000 }, jobs: { stopTimeoutMs: 80_000 } });
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '10' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('turns the demo seed and the connectors sandbox off in production unless asked for by name', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, connectors: { sandbox: true } });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ seedDemo: true, connectors: { sandbox: true } });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, connectors: { sandbox: false } });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', CONNECTORS_SANDBOX: '1' })).toMatchObject({ seedDemo: true, connectors: { sandbox: true } });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0', CONNECTORS_SANDBOX: '0' })).toMatchObject({ seedDemo: false, connectors: { sandbox: false } });
    expect(loadConfig({ SEED_DEMO: '0', CONNECTORS_SANDBOX: '0' })).toMatchObject({ seedDemo: false, connectors: { sandbox: false } });
  });
});
