import { WebSocket } from 'ws';
import { companyChannel, type CompanySubscriptionUpdated } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { REALTIME_ENV, connectEcho, first, listen } from './helpers/realtime.js';

// The external Pusher-compatible server is played by another instance's built-in one (as soketi or Reverb would be).
let external: TestApp;
let t: TestApp;
let externalUrl: string;
let apiUrl: string;

beforeAll(async () => {
  external = await createTestApp({ env: REALTIME_ENV });
  externalUrl = await listen(external.app);
  const { hostname, port } = new URL(externalUrl);
  t = await createTestApp({
    env: {
      PUSHER_APP_ID: REALTIME_ENV.REALTIME_APP_ID,
      PUSHER_APP_KEY: REALTIME_ENV.REALTIME_APP_KEY,
      PUSHER_APP_SECRET: REALTIME_ENV.REALTIME_APP_SECRET,
      PUSHER_HOST: hostname,
      PUSHER_PORT: port,
      PUSHER_SCHEME: 'http',
    },
  });
  apiUrl = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await external.close();
});

describe('with an external Pusher-compatible server', () => {
  it('points the browser at it in the page config', async () => {
    const { realtime } = await t.client().pageConfig();
    expect(realtime).toEqual({ enabled: true, key: REALTIME_ENV.REALTIME_APP_KEY, host: '127.0.0.1', port: Number(new URL(externalUrl).port), forceTLS: false });
  });

  it('mounts neither the websocket endpoint nor the HTTP trigger API', async () => {
    const ws = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/app/${REALTIME_ENV.REALTIME_APP_KEY}?protocol=7`);
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    const response = await fetch(`${apiUrl}/apps/${REALTIME_ENV.REALTIME_APP_ID}/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
  });

  it('authorises with its credentials and triggers through the pusher SDK', async () => {
    const companyId = await createCompany(t.app, 'External Co');
    const user = await createUser(t.app, { companyId });
    const client = t.client();
    await client.signIn(user.email, PASSWORD);
    // Connected to the external server, authorised by this API.
    const echo = await connectEcho(REALTIME_ENV.REALTIME_APP_KEY, externalUrl, client, apiUrl);
    try {
      const channel = echo.private(companyChannel(companyId));
      await first<void>((done) => channel.subscribed(done), 'the subscription on the external server');
      const payload: CompanySubscriptionUpdated = { state: 'canceled', services: { dashboards: 3, bonusDashboards: 0 } };
      const received = first<CompanySubscriptionUpdated>((done) => channel.listen('CompanySubscriptionUpdated', done), 'the event');
      await t.app.realtime.companySubscriptionUpdated(companyId, payload);
      expect(await received).toEqual(payload);
    } finally {
      echo.disconnect();
    }
  });
});
