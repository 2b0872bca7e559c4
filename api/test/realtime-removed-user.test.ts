import type Echo from 'laravel-echo';
import { REALTIME_EVENTS, companyChannel, privateChannel, wireEventName, type CompanySourceUpdated } from '@pulseboard/shared/contracts';
import type { User } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { REALTIME_ENV, RawClient, connectEcho, first, listen, until } from './helpers/realtime.js';

// Two API processes' worth of app on one database, as behind a load balancer: the user is removed
// through instance A while sockets of theirs are open on A and on B.
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
let companyId: number;
let channel: string;
let admin: TestClient;
let leaver: User;
let leaverClient: TestClient;
let teammateEcho: Echo<'pusher'>;
const teammateReceived: CompanySourceUpdated[] = [];
const sockets: RawClient[] = [];

const appPath = `/app/${REALTIME_ENV.REALTIME_APP_KEY}?protocol=7`;
const wireName = wireEventName(REALTIME_EVENTS.companySourceUpdated);

async function signedIn(app: TestApp, user: User): Promise<TestClient> {
  const client = app.client();
  await client.signIn(user.email, PASSWORD);
  return client;
}

/** What /broadcasting/auth answers `client` for the company's channel on this socket. */
async function authorization(client: TestClient, socketId: string) {
  const response = await client.post('/broadcasting/auth', { socket_id: socketId, channel_name: channel });
  return { status: response.statusCode, auth: response.statusCode === 200 ? response.json<{ auth: string }>().auth : undefined };
}

/** A bare socket of the leaver on the server at `baseUrl`, authorised for the company's channel; subscribed unless told not to. */
async function leaverSocket(baseUrl: string, subscribe = true): Promise<{ socket: RawClient; auth: string | undefined }> {
  const socket = RawClient.open(baseUrl, appPath);
  sockets.push(socket);
  const { auth } = await authorization(leaverClient, await socket.socketId());
  if (subscribe) {
    socket.send('pusher:subscribe', { channel, auth });
    await socket.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  }
  return { socket, auth };
}

const closeOf = (socket: RawClient, what: string) => first<{ code: number; reason: string }>((done) => void socket.closed.then(done), what);
const companyEvents = (socket: RawClient) => socket.frames.filter((frame) => frame.event === wireName);

beforeAll(async () => {
  a = await createTestApp({ env: REALTIME_ENV });
  b = await createTestApp({ env: REALTIME_ENV, databaseUrl: a.config.databaseUrl });
  urlA = await listen(a.app);
  urlB = await listen(b.app);
  companyId = await createCompany(a.app, 'Removal Co');
  channel = privateChannel(companyChannel(companyId));
  admin = await signedIn(a, await createUser(a.app, { companyId, role: 'admin' }));
  leaver = await createUser(a.app, { companyId, name: 'Leo Leaver' });
  leaverClient = await signedIn(b, leaver);
  const teammate = await createUser(a.app, { companyId, name: 'Tia Teammate' });
  teammateEcho = await connectEcho(REALTIME_ENV.REALTIME_APP_KEY, urlB, await signedIn(b, teammate));
  const teammateChannel = teammateEcho.private(companyChannel(companyId));
  await first<void>((done) => teammateChannel.subscribed(done), "the teammate's subscription");
  teammateChannel.listen(REALTIME_EVENTS.companySourceUpdated, (event: CompanySourceUpdated) => teammateReceived.push(event));
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  teammateEcho.disconnect();
  await b.close();
  await a.close();
});

describe("removing a user ends their hold on the company's channel", () => {
  it('closes their sockets on every instance, refuses a signature obtained before, and keeps the teammates receiving', async () => {
    const onA = await leaverSocket(urlA);
    const onB = await leaverSocket(urlB);
    // Authorised while still in the team, kept for later.
    const waiting = await leaverSocket(urlB, false);

    expect((await admin.request('DELETE', `/api/users/${leaver.id}`)).statusCode).toBe(204);

    // 4200: reconnect at once and ask for the channel again, which the teammates may and the leaver may not.
    expect(await closeOf(onA.socket, "the leaver's socket on instance A to close")).toMatchObject({ code: 4200 });
    expect(await closeOf(onB.socket, "the leaver's socket on instance B to close")).toMatchObject({ code: 4200 });
    waiting.socket.send('pusher:subscribe', { channel, auth: waiting.auth });
    expect(await closeOf(waiting.socket, 'the subscription with an earlier signature to be refused')).toMatchObject({ code: 4200 });
    expect(waiting.socket.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toBe(false);
    const again = RawClient.open(urlB, appPath);
    sockets.push(again);
    expect(await authorization(leaverClient, await again.socketId())).toEqual({ status: 401, auth: undefined });

    // The teammate's pusher-js reconnects and subscribes again by itself; events sent meanwhile are lost, as on any reconnection.
    let sent = 0;
    await until(
      () => {
        if (teammateReceived.length > 0) return true;
        sent += 1;
        void a.app.realtime.companySourceUpdated(companyId, { id: sent, sources: [] });
        return false;
      },
      'an event for the teammate after the removal',
      10_000,
    );
    for (const { socket } of [onA, onB, waiting]) expect(companyEvents(socket)).toEqual([]);
  });
});
