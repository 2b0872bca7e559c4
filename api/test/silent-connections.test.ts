import net from 'node:net';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers/app.js';

/** A TCP connection to the app that sends nothing, as a browser's connection opened ahead of need. */
async function silentConnection(t: TestApp): Promise<{ ended: Promise<void> }> {
  const { port } = t.app.server.address() as AddressInfo;
  const before = await new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.resume();
  // The server has taken the connection once it counts one more.
  await new Promise<void>((resolve) => {
    const check = () => t.app.server.getConnections((_error, count) => (count > before ? resolve() : setTimeout(check, 10)));
    check();
  });
  return { ended };
}

it('closes without waiting for a connection that never sent a request', async () => {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { ended } = await silentConnection(t);
  // Without the cut, the close would wait for the headers timeout: a minute, past this test's time.
  await t.close();
  await ended;
});

it('still answers a request under way while it cuts the silent connections', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const handlerReached = new Promise<void>((resolve) => (reached = resolve));
  const t = await createTestApp({
    onRoute: (route) => {
      if (route.url !== '/healthz' || route.method !== 'GET') return;
      const answer = route.handler;
      route.handler = async function (request, reply) {
        reached();
        await released;
        return answer.call(this, request, reply);
      };
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const response = new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      })
      .on('error', reject);
  });
  await handlerReached;
  const { ended } = await silentConnection(t);
  const closed = t.close();
  await ended;
  release();
  await expect(response).resolves.toBe(200);
  await closed;
});
