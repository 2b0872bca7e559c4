import type Echo from 'laravel-echo';
import { companyChannel, type CompanySourceUpdated, type CompanySubscriptionUpdated } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { Pusher, connectEcho, connected, first, listen, pusherOptions, until } from './helpers/realtime.js';
import type { TestClient } from './helpers/client.js';

let t: TestApp;
let baseUrl: string;
let companyId: number;
let otherCompanyId: number;
const echoes: Array<Echo<'pusher'>> = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  companyId = await createCompany(t.app, 'Realtime Co');
  otherCompanyId = await createCompany(t.app, 'Someone Else');
});
afterEach(() => {
  for (const echo of echoes.splice(0)) echo.disconnect();
});
afterAll(() => t.close());

async function signedIn(company = companyId): Promise<TestClient> {
  const user = await createUser(t.app, { companyId: company, name: 'Rita Realtime' });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return client;
}

async function echoFor(client: TestClient): Promise<Echo<'pusher'>> {
  const echo = await connectEcho((await client.pageConfig()).realtime.key, baseUrl, client);
  echoes.push(echo);
  return echo;
}

const sources: CompanySourceUpdated = { sources: [{ id: 7, name: 'google_analytics', account: 'Shop GA4', invalid: true }], id: 7 };

describe('pusher-js against the built-in server', () => {
  it('connects with a Pusher socket id and keeps the connection alive with ping/pong', async () => {
    // A short client activity timeout makes pusher-js ping on its own; without a pong it would drop the connection.
    const { key } = (await t.client().pageConfig()).realtime;
    const pusher = new Pusher(key, { ...pusherOptions(baseUrl), activityTimeout: 200, pongTimeout: 1_000 });
    try {
      const socketId = await connected(pusher);
      expect(socketId).toMatch(/^\d+\.\d+$/);
      await first<void>((done) => pusher.connection.bind('message', (message: { event: string }) => message.event === 'pusher:pong' && done()), 'a pong');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(pusher.connection.state).toBe('connected');
      expect(pusher.connection.socket_id).toBe(socketId);
    } finally {
      pusher.disconnect();
    }
  });
});

describe('laravel-echo on the company channel', () => {
  it('receives CompanySourceUpdated and CompanySubscriptionUpdated triggered by the API', async () => {
    const echo = await echoFor(await signedIn());
    const channel = echo.private(companyChannel(companyId));
    await first<void>((done) => channel.subscribed(done), 'the subscription');

    const sourceUpdate = first<CompanySourceUpdated>((done) => channel.listen('CompanySourceUpdated', done), 'CompanySourceUpdated');
    await t.app.realtime.companySourceUpdated(companyId, sources);
    expect(await sourceUpdate).toEqual(sources);

    const subscription: CompanySubscriptionUpdated = { state: 'overdue', services: { dashboards: 5, bonusDashboards: 1 } };
    const subscriptionUpdate = first<CompanySubscriptionUpdated>((done) => channel.listen('CompanySubscriptionUpdated', done), 'CompanySubscriptionUpdated');
    await t.app.realtime.companySubscriptionUpdated(companyId, subscription);
    expect(await subscriptionUpdate).toEqual(subscription);
  });

  it('sends only the contract fields of a payload', async () => {
    const echo = await echoFor(await signedIn());
    const channel = echo.private(companyChannel(companyId));
    await first<void>((done) => channel.subscribed(done), 'the subscription');
    const received = first<unknown>((done) => channel.listen('CompanySourceUpdated', done), 'CompanySourceUpdated');
    const withSecrets = { ...sources, sources: [{ ...sources.sources[0]!, credentials: { token: 'secret' } }] };
    await t.app.realtime.companySourceUpdated(companyId, withSecrets);
    expect(await received).toEqual(sources);
  });

  it("refuses another company's channel: 403 from /broadcasting/auth, a subscription error in Echo", async () => {
    const echo = await echoFor(await signedIn());
    const channel = echo.private(companyChannel(otherCompanyId));
    const error = await first<{ type: string; error: string }>((done) => channel.error(done), 'the subscription error');
    expect(error).toMatchObject({ type: 'AuthError', error: expect.stringContaining('403') });
  });

  it('leaves out the socket whose request caused the event', async () => {
    const client = await signedIn();
    const [sender, other] = [await echoFor(client), await echoFor(client)];
    const received = { sender: [] as number[], other: [] as number[] };
    for (const [name, echo] of [
      ['sender', sender],
      ['other', other],
    ] as const) {
      const channel = echo.private(companyChannel(companyId));
      await first<void>((done) => channel.subscribed(done), 'the subscription');
      channel.listen('CompanySourceUpdated', (event: CompanySourceUpdated) => received[name].push(event.id));
    }
    await t.app.realtime.companySourceUpdated(companyId, { ...sources, id: 1 }, { socketId: sender.socketId() });
    await t.app.realtime.companySourceUpdated(companyId, { ...sources, id: 2 });
    // Events reach a socket in order: once the second has arrived, the first would have too.
    await until(() => received.sender.includes(2) && received.other.includes(2), 'the second event on both sockets');
    expect(received).toEqual({ sender: [2], other: [1, 2] });
  });

  it('signs the user in through /broadcasting/user-auth and opens their own user channel', async () => {
    const user = await createUser(t.app, { companyId, name: 'Sid Signin' });
    const client = t.client();
    await client.signIn(user.email, PASSWORD);
    const pusher = (await echoFor(client)).connector.pusher;
    const signedInEvent = first<{ user_data: string }>(
      (done) => pusher.connection.bind('message', (message: { event: string; data: { user_data: string } }) => message.event === 'pusher:signin_success' && done(message.data)),
      'signin',
    );
    pusher.signin();
    expect(JSON.parse((await signedInEvent).user_data)).toEqual({ id: String(user.id), user_info: { name: 'Sid Signin' } });
    // pusher-js joins #server-to-user-{id} by itself after signing in: wait until the server holds it.
    const note = first<unknown>((done) => pusher.user.bind('note', done), 'the event for the user');
    await until(() => pusher.user.serverToUserChannel?.subscribed === true, 'the user channel');
    await t.app.realtime.trigger([`#server-to-user-${user.id}`], 'note', { text: 'hello' });
    expect(await note).toEqual({ text: 'hello' });
  });
});
