// Runs in Node (jest.config.js, the `node` project): the peer is a websocket server (ws), reached with ws's client.
import type { AddressInfo } from 'node:net';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSide } from 'ws';
import { openPusherSocket, type PusherSocket, type PusherSocketOptions } from './pusher-socket';

/** A Pusher protocol peer on loopback: it records what each connection sent and lets the test answer. */
interface Peer {
  socket: ServerSide;
  url: string;
  frames: Array<{ event: string; data: unknown }>;
  send(event: string, data: unknown, channel?: string): void;
}

let server: WebSocketServer;
let peers: Peer[];
let socket: PusherSocket | undefined;

beforeEach(async () => {
  peers = [];
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (connection, request) => {
    const peer: Peer = {
      socket: connection,
      url: request.url ?? '',
      frames: [],
      send: (event, data, channel) => connection.send(JSON.stringify({ event, channel, data: typeof data === 'string' ? data : JSON.stringify(data) })),
    };
    connection.on('message', (raw) => peer.frames.push(JSON.parse(String(raw)) as Peer['frames'][number]));
    peers.push(peer);
  });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterEach(async () => {
  socket?.disconnect();
  socket = undefined;
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

function open(overrides: Partial<PusherSocketOptions> = {}) {
  const events = { socketIds: [] as Array<string | null>, errors: [] as unknown[], authorized: [] as string[][] };
  socket = openPusherSocket({
    key: 'app key',
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    forceTLS: false,
    authorize: async (socketId, channel) => {
      events.authorized.push([socketId, channel]);
      return `auth-for-${socketId}`;
    },
    onSocketId: (id) => events.socketIds.push(id),
    onError: (error) => events.errors.push(error),
    WebSocket: NodeWebSocket as unknown as typeof WebSocket,
    ...overrides,
  });
  return events;
}

const establish = (peer: Peer, socketId: string, activityTimeout = 120) => peer.send('pusher:connection_established', { socket_id: socketId, activity_timeout: activityTimeout });

it('connects with protocol 7, subscribes to a private channel with its authorisation, and hands each bound event its data', async () => {
  const events = open();
  const received: unknown[] = [];
  socket!.bind('private-company.7', 'App\\Events\\CompanySourceUpdated', (data) => received.push(data));
  await until(() => peers.length === 1);
  const [peer] = peers as [Peer];
  expect(peer.url).toBe('/app/app%20key?protocol=7&client=pulseboard&version=1');

  establish(peer, '12.34');
  await until(() => peer.frames.length === 1);
  expect(events.socketIds).toEqual(['12.34']);
  expect(events.authorized).toEqual([['12.34', 'private-company.7']]);
  expect(peer.frames).toEqual([{ event: 'pusher:subscribe', data: { channel: 'private-company.7', auth: 'auth-for-12.34' } }]);

  peer.send('pusher_internal:subscription_succeeded', {}, 'private-company.7');
  peer.send('App\\Events\\CompanySourceUpdated', { id: 3 }, 'private-company.8');
  peer.send('App\\Events\\CompanySubscriptionUpdated', { state: 'active' }, 'private-company.7');
  peer.send('App\\Events\\CompanySourceUpdated', { id: 4 }, 'private-company.7');
  await until(() => received.length === 1);
  expect(received).toEqual([{ id: 4 }]);
  expect(events.errors).toEqual([]);
});

it('answers the server’s pings, and pings after the silence the server asks for', async () => {
  open();
  await until(() => peers.length === 1);
  const [peer] = peers as [Peer];
  establish(peer, '1.1', 0.05);
  peer.send('pusher:ping', {});
  await until(() => peer.frames.filter((frame) => frame.event === 'pusher:pong').length === 1);
  await until(() => peer.frames.some((frame) => frame.event === 'pusher:ping'));
});

it('reconnects at once after a 4200 close, announcing no socket id meanwhile, and subscribes again on the new connection', async () => {
  const events = open();
  socket!.bind('private-company.7', 'App\\Events\\CompanySourceUpdated', () => undefined);
  await until(() => peers.length === 1);
  establish(peers[0]!, '1.1');
  await until(() => peers[0]!.frames.length === 1);

  peers[0]!.socket.close(4200, 'reconnect now');
  await until(() => peers.length === 2);
  establish(peers[1]!, '2.2');
  await until(() => peers[1]!.frames.length === 1);
  expect(events.socketIds).toEqual(['1.1', null, '2.2']);
  expect(peers[1]!.frames).toEqual([{ event: 'pusher:subscribe', data: { channel: 'private-company.7', auth: 'auth-for-2.2' } }]);
});

it('says when a channel is subscribed again on a new connection, whose events meanwhile were lost, and not on its first subscription', async () => {
  const resubscribed: string[] = [];
  open({ onResubscribed: (channel) => resubscribed.push(channel) });
  socket!.bind('private-company.7', 'App\\Events\\CompanySourceUpdated', () => undefined);
  await until(() => peers.length === 1);
  establish(peers[0]!, '1.1');
  await until(() => peers[0]!.frames.length === 1);
  peers[0]!.send('pusher_internal:subscription_succeeded', {}, 'private-company.7');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(resubscribed).toEqual([]);

  peers[0]!.socket.close(4200, 'reconnect now');
  await until(() => peers.length === 2);
  establish(peers[1]!, '2.2');
  await until(() => peers[1]!.frames.length === 1);
  peers[1]!.send('pusher_internal:subscription_succeeded', {}, 'private-company.7');
  await until(() => resubscribed.length === 1);
  expect(resubscribed).toEqual(['private-company.7']);
});

it('does not reconnect after a close in the 4000–4099 range, and reports it', async () => {
  const events = open();
  await until(() => peers.length === 1);
  peers[0]!.socket.close(4009, 'unauthorized');
  await until(() => events.errors.length === 1);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(peers).toHaveLength(1);
  expect(String(events.errors[0])).toContain('4009');
});

it('reports a refused subscription and a frame it cannot read, and keeps the connection', async () => {
  const events = open({ authorize: async () => Promise.reject(new Error('419 from /broadcasting/auth')) });
  socket!.bind('private-company.7', 'App\\Events\\CompanySourceUpdated', () => undefined);
  await until(() => peers.length === 1);
  establish(peers[0]!, '1.1');
  await until(() => events.errors.length === 1);
  expect(String(events.errors[0])).toContain('419');
  peers[0]!.socket.send('not json');
  await until(() => events.errors.length === 2);
  expect(peers[0]!.socket.readyState).toBe(NodeWebSocket.OPEN);
});

it('stays closed once disconnected', async () => {
  const events = open();
  await until(() => peers.length === 1);
  establish(peers[0]!, '1.1');
  await until(() => events.socketIds.length === 1);
  socket!.disconnect();
  await until(() => events.socketIds.length === 2);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(peers).toHaveLength(1);
  expect(events.socketIds).toEqual(['1.1', null]);
});
