import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * Closing the server waits for every open connection to end. Node lets go of
 * idle keep-alive ones, but not of a connection that has not sent a request
 * yet: browsers open such connections ahead of need, and one would hold the
 * close until the headers timeout (a minute and more), past the shutdown
 * grace. So, when the app closes, the connections still silent are cut;
 * a connection with a request under way is answered as before. A websocket's
 * connection counts as silent too (an 'upgrade' listener here would keep Node
 * from refusing upgrades nobody serves); the realtime server's own preClose
 * has told its clients to reconnect by then, and a cut one reconnects anyway.
 */
export default fp(
  async (app) => {
    const silent = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      silent.add(socket);
      socket.once('close', () => silent.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage) => silent.delete(request.socket));
    app.addHook('preClose', async () => {
      for (const socket of silent) socket.destroy();
      silent.clear();
    });
  },
  { name: 'silent-connections' },
);
