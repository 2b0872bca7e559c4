import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { signChannel } from '../src/realtime/signatures.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { REALTIME_ENV, RawClient, listen, type Frame } from './helpers/realtime.js';

let t: TestApp;
let baseUrl: string;
const credentials = { appId: REALTIME_ENV.REALTIME_APP_ID, key: REALTIME_ENV.REALTIME_APP_KEY, secret: REALTIME_ENV.REALTIME_APP_SECRET };
const appPath = `/app/${credentials.key}?protocol=7&client=js&version=8.6.0&flash=false`;
const clients: RawClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: REALTIME_ENV });
  baseUrl = await listen(t.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.ws.terminate();
});
afterAll(() => t.close());

/** A connection to this server; on the app path, once the server has said it is established. */
async function open(path = appPath): Promise<RawClient> {
  const client = RawClient.open(baseUrl, path);
  clients.push(client);
  if (path === appPath) await client.socketId();
  return client;
}

const is = (event: string, channel?: string) => (frame: Frame) => frame.event === event && (channel === undefined || frame.channel === channel);

describe('connection', () => {
  it('announces the socket id and an activity timeout, as a JSON string', async () => {
    const client = await open();
    const established = await client.next(is('pusher:connection_established'));
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it('closes with 4001 for an unknown app key, after saying so', async () => {
    const client = await open('/app/not-our-key?protocol=7');
    expect(await client.closed).toMatchObject({ code: 4001 });
    expect(client.frames).toEqual([{ event: 'pusher:error', data: { code: 4001, message: expect.stringContaining('not-our-key') } }]);
  });

  it('closes with 4007 for another protocol version', async () => {
    const client = await open(`/app/${credentials.key}?protocol=5`);
    expect(await client.closed).toMatchObject({ code: 4007 });
  });

  it('answers 404 to an upgrade outside /app/{key}', async () => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/elsewhere`);
    const [, response] = (await once(ws, 'unexpected-response')) as [unknown, IncomingMessage];
    expect(response.statusCode).toBe(404);
    response.destroy();
  });
});

describe('subscriptions', () => {
  it('subscribes a public channel and delivers events with data as a JSON string', async () => {
    const client = await open();
    client.send('pusher:subscribe', { channel: 'news' });
    await client.next(is('pusher_internal:subscription_succeeded', 'news'));
    await t.app.realtime.trigger(['news'], 'headline', { title: 'Hello' });
    expect(await client.next(is('headline'))).toEqual({ event: 'headline', channel: 'news', data: '{"title":"Hello"}' });
  });

  it('subscribes a private channel with a valid signature only', async () => {
    const client = await open();
    const socketId = await client.socketId();
    client.send('pusher:subscribe', { channel: 'private-company.1', auth: signChannel(credentials, '1.1', 'private-company.1') });
    const refused = await client.next(is('pusher:subscription_error', 'private-company.1'));
    expect(JSON.parse(refused.data as string)).toEqual({ type: 'AuthError', error: expect.any(String), status: 401 });

    client.send('pusher:subscribe', { channel: 'private-company.1', auth: signChannel(credentials, socketId, 'private-company.1') });
    await client.next(is('pusher_internal:subscription_succeeded', 'private-company.1'));
  });

  it("refuses presence channels, a user channel without that user's sign-in, and names Pusher would not accept", async () => {
    const client = await open();
    client.send('pusher:subscribe', { channel: 'presence-room' });
    expect(JSON.parse((await client.next(is('pusher:subscription_error', 'presence-room'))).data as string)).toMatchObject({ status: 400 });
    client.send('pusher:subscribe', { channel: '#server-to-user-1' });
    expect(JSON.parse((await client.next(is('pusher:subscription_error', '#server-to-user-1'))).data as string)).toMatchObject({ status: 403 });
    client.send('pusher:subscribe', { channel: 'no spaces allowed' });
    expect(await client.next(is('pusher:error'))).toMatchObject({ data: { message: 'Invalid channel name.' } });
  });

  it('delivers nothing on a channel after unsubscribing', async () => {
    const client = await open();
    for (const channel of ['news', 'sports']) {
      client.send('pusher:subscribe', { channel });
      await client.next(is('pusher_internal:subscription_succeeded', channel));
    }
    client.send('pusher:unsubscribe', { channel: 'news' });
    await client.roundTrip();
    await t.app.realtime.trigger(['news'], 'headline', { n: 1 });
    await t.app.realtime.trigger(['sports'], 'score', { n: 2 });
    await client.next(is('score', 'sports'));
    expect(client.frames.filter(is('headline'))).toEqual([]);
  });
});

describe('client messages', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const client = await open();
    await client.roundTrip();
  });

  it('rejects client events with pusher:error 4301 and passes them to no one', async () => {
    const [sender, listener] = [await open(), await open()];
    for (const client of [sender, listener]) {
      client.send('pusher:subscribe', { channel: 'chat' });
      await client.next(is('pusher_internal:subscription_succeeded', 'chat'));
    }
    sender.send('client-typing', { who: 'me' }, 'chat');
    expect(await sender.next(is('pusher:error'))).toMatchObject({ data: { code: 4301 } });
    await listener.roundTrip();
    expect(listener.frames.filter(is('client-typing'))).toEqual([]);
  });

  it('answers a frame that is not a Pusher message with pusher:error', async () => {
    const client = await open();
    client.ws.send('not json');
    expect(await client.next(is('pusher:error'))).toMatchObject({ data: { message: expect.stringContaining('Invalid message') } });
  });

  it('closes with 4009 on a forged user sign-in', async () => {
    const client = await open();
    client.send('pusher:signin', { user_data: JSON.stringify({ id: '1' }), auth: `${credentials.key}:forged` });
    expect(await client.closed).toMatchObject({ code: 4009 });
  });
});

describe('shutdown', () => {
  it('tells connected clients to reconnect (4200) and stops listening to PostgreSQL', async () => {
    // A second instance on the same database: closing it must leave only the first one's LISTEN connection.
    const other = await createTestApp({ env: REALTIME_ENV, databaseUrl: t.config.databaseUrl });
    const client = RawClient.open(await listen(other.app), appPath);
    await client.socketId();
    const listeners = async () => {
      const { rows } = await t.app.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'");
      return rows[0]?.count;
    };
    expect(await listeners()).toBe(2);
    await other.close();
    expect(await client.closed).toMatchObject({ code: 4200 });
    expect(await listeners()).toBe(1);
  });
});
