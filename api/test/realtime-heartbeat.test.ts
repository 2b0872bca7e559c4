import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFastify } from '../src/app.js';
import { LocalChannels } from '../src/realtime/local-channels.js';
import { PusherWebSocketServer } from '../src/realtime/websocket-server.js';
import { Pusher, RawClient, connected, pusherOptions, until } from './helpers/realtime.js';

const credentials = { appId: 'heartbeat', key: 'heartbeat-key', secret: 'heartbeat-secret-0123' };
const heartbeat = { activityTimeoutMs: 150, pongTimeoutMs: 500, intervalMs: 25 };

let server: http.Server;
let sockets: PusherWebSocketServer;
let baseUrl: string;

beforeAll(async () => {
  sockets = new PusherWebSocketServer({
    credentials,
    channels: new LocalChannels(),
    log: createFastify({ logLevel: 'silent', trustProxy: false }).log,
    heartbeat,
    caps: { total: 100, perAddress: 100 },
    allowedOrigins: new Set(),
    clientAddress: (request) => request.socket.remoteAddress ?? '',
  });
  server = http.createServer();
  server.on('upgrade', sockets.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sockets.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('server heartbeat', () => {
  it('pings a silent client and drops it with 4201 when no pong comes', async () => {
    const client = RawClient.open(baseUrl, `/app/${credentials.key}?protocol=7`);
    await client.socketId();
    await client.next((frame) => frame.event === 'pusher:ping');
    expect(await client.closed).toMatchObject({ code: 4201 });
    await until(() => sockets.size === 0, 'the server to forget the connection');
  });

  it('keeps a client that answers (pusher-js does)', async () => {
    const pusher = new Pusher(credentials.key, pusherOptions(baseUrl));
    try {
      const socketId = await connected(pusher);
      let pings = 0;
      pusher.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:ping') pings += 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(pings).toBeGreaterThan(1);
      expect(pusher.connection.state).toBe('connected');
      expect(pusher.connection.socket_id).toBe(socketId);
    } finally {
      pusher.disconnect();
    }
  });
});
