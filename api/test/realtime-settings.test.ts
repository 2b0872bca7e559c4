import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../src/config.js';
import { builtInCredentials, clientConfig } from '../src/realtime/settings.js';

const appConfig = (env: NodeJS.ProcessEnv): AppConfig => ({ ...loadConfig(env), databaseUrl: 'postgres://unused', appKey: 'unused-app-key-0123456789' });

describe('built-in server credentials', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-realtime-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('are generated once into DATA_DIR and kept across restarts', async () => {
    const first = await builtInCredentials(appConfig({ DATA_DIR: dataDir }));
    expect(first).toEqual({ appId: 'pulseboard', key: expect.stringMatching(/^[0-9a-f]{20}$/), secret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await builtInCredentials(appConfig({ DATA_DIR: dataDir }))).toEqual(first);
  });

  it('come from the environment when given', async () => {
    const env = { DATA_DIR: dataDir, REALTIME_APP_ID: '42', REALTIME_APP_KEY: 'my-key', REALTIME_APP_SECRET: 'my-secret-0123456789' };
    expect(await builtInCredentials(appConfig(env))).toEqual({ appId: '42', key: 'my-key', secret: 'my-secret-0123456789' });
  });
});

describe('client config', () => {
  it('points at APP_URL for the built-in server, TLS when APP_URL is https', () => {
    expect(clientConfig(appConfig({ PORT: '9000' }), 'k')).toEqual({ enabled: true, key: 'k', host: 'localhost', port: 9000, forceTLS: false });
    expect(clientConfig(appConfig({ APP_URL: 'https://reports.example.com' }), 'k')).toMatchObject({ host: 'reports.example.com', port: 443, forceTLS: true });
    expect(clientConfig(appConfig({ APP_URL: 'http://10.0.0.5' }), 'k')).toMatchObject({ host: '10.0.0.5', port: 80, forceTLS: false });
  });

  it("points at the external server, Pusher's own by default", () => {
    const credentials = { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'pk', PUSHER_APP_SECRET: 'ps' };
    expect(clientConfig(appConfig({ ...credentials, PUSHER_APP_CLUSTER: 'eu' }), 'pk')).toEqual({ enabled: true, key: 'pk', host: 'ws-eu.pusher.com', port: 443, forceTLS: true });
    expect(clientConfig(appConfig({ ...credentials, PUSHER_HOST: 'ws.example.com', PUSHER_PORT: '6001', PUSHER_SCHEME: 'http' }), 'pk')).toMatchObject({
      host: 'ws.example.com',
      port: 6001,
      forceTLS: false,
    });
  });
});

describe('realtime environment', () => {
  it('wants the three PUSHER_APP_* together', () => {
    expect(() => loadConfig({ PUSHER_APP_KEY: 'pk' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSHER_APP_KEY: 'pk' })).toThrow(/PUSHER_APP_ID, PUSHER_APP_SECRET: set together with PUSHER_APP_KEY/);
    expect(loadConfig({}).realtime.pusher).toBeUndefined();
  });

  it('refuses keys that cannot travel in a URL path, short secrets and unknown schemes', () => {
    expect(() => loadConfig({ REALTIME_APP_KEY: 'a/b', REALTIME_APP_SECRET: 'short', PUSHER_SCHEME: 'ftp' })).toThrow(/REALTIME_APP_KEY[\s\S]*REALTIME_APP_SECRET[\s\S]*PUSHER_SCHEME/);
  });
});
