import Pusher from 'pusher';
import type { AppConfig } from '../config.js';
import type { Broadcast } from './broadcast.js';

/** A trigger that hangs must not hold the request that caused it for long. */
const REQUEST_TIMEOUT_MS = 5_000;

type ExternalServer = NonNullable<AppConfig['realtime']['pusher']>;

/** Publishing through an external Pusher-compatible server (Pusher, soketi, Reverb) with the official SDK. */
export function pusherPublisher(server: ExternalServer, cluster: string): (broadcast: Broadcast) => Promise<void> {
  const useTLS = server.scheme === 'https';
  const base = { appId: server.appId, key: server.key, secret: server.secret, useTLS, timeout: REQUEST_TIMEOUT_MS };
  const client = server.host ? new Pusher({ ...base, host: server.host, port: server.port ? String(server.port) : undefined }) : new Pusher({ ...base, cluster });
  return async ({ channels, event, data, socketId }) => {
    await client.trigger(channels, event, data, socketId ? { socket_id: socketId } : {});
  };
}
