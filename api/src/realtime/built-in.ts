import type { FastifyInstance } from 'fastify';
import type { Broadcast } from './broadcast.js';
import { LocalChannels } from './local-channels.js';
import { PgFanout } from './pg-fanout.js';
import { isRevocation } from './revocation.js';
import { clientAddressKey } from '../lib/client-address-key.js';
import { clientAddressResolver } from '../lib/trust-proxy.js';
import type { AppCredentials } from './signatures.js';
import triggerApi from './trigger-api.js';
import { PusherWebSocketServer } from './websocket-server.js';

/**
 * The built-in Pusher-compatible server: the websocket endpoint on the app's
 * own HTTP server, the HTTP trigger API, and the PostgreSQL fan-out that
 * reaches sockets held by other API processes. Returns how to publish.
 */
export async function mountBuiltInServer(app: FastifyInstance, credentials: AppCredentials): Promise<(broadcast: Broadcast) => Promise<void>> {
  const log = app.log.child({ module: 'realtime' });
  const channels = new LocalChannels();
  // The app's own pages: those at APP_URL, and the print view the PDF renderer opens at PDF_RENDER_URL.
  const allowedOrigins = new Set([app.config.appUrl, app.config.pdf.renderUrl].map((url) => new URL(url).origin.toLowerCase()));
  // Connections are capped per client as the rate limits count them: an IPv6 client by its /64.
  const clientAddress = clientAddressResolver(app.config.trustProxy);
  const sockets = new PusherWebSocketServer({
    credentials,
    channels,
    log,
    caps: app.config.realtime.limits,
    allowedOrigins,
    clientAddress: (request) => clientAddressKey(clientAddress(request)),
  });
  // A revocation travels as a broadcast (revocation.ts) and is acted on here, never delivered.
  const receive = (broadcast: Broadcast) => (isRevocation(broadcast) ? channels.revoke(broadcast.channels) : channels.deliver(broadcast));
  const fanout = new PgFanout({ pool: app.pool, connectionString: app.config.databaseUrl, deliver: receive, log, stopping: () => app.draining.active });
  await fanout.start();

  app.server.on('upgrade', sockets.handleUpgrade);
  // preClose: open websockets would otherwise hold the HTTP server's close open.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', sockets.handleUpgrade);
    await sockets.close();
  });
  // onClose hooks run in reverse order of registration: this one before the db plugin's pool.end().
  app.addHook('onClose', () => fanout.close());

  const publish = async (broadcast: Broadcast) => {
    receive(broadcast);
    await fanout.publish(broadcast);
  };
  await app.register(triggerApi, { credentials, publish });
  return publish;
}
