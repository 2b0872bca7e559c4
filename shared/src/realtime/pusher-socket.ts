/**
 * A browser client of the Pusher Channels protocol 7, as much of it as the
 * product uses: one connection, private channels authorised through a
 * callback, events bound by channel and name, the protocol's pings, and
 * reconnection as the close code's range says. It speaks to the API's own
 * server and to any Pusher-compatible one (Pusher, soketi, Reverb).
 * pusher-js with laravel-echo did this in about 20 KB gzip on every
 * signed-in page (docs/performance.md).
 * https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */
import { ACTIVITY_TIMEOUT_SECONDS, PONG_TIMEOUT_MS, PUSHER_PROTOCOL_VERSION } from '../contracts/realtime.js';

/** The longest silence before this client pings, whatever the server asks for (its activity_timeout). */
const MAX_ACTIVITY_TIMEOUT_MS = ACTIVITY_TIMEOUT_SECONDS * 1000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface PusherSocketOptions {
  key: string;
  host: string;
  port: number;
  forceTLS: boolean;
  /** The `auth` of a private channel for this connection (what `/broadcasting/auth` answers). */
  authorize: (socketId: string, channel: string) => Promise<string>;
  /**
   * A channel is subscribed again on a new connection: whatever was sent on it
   * while the connection was down (a network drop, a server restart, a revoked
   * channel) never arrives, so what its events keep current must be read anew.
   */
  onResubscribed?: (channel: string) => void;
  /** The connection's socket id once it is established; null while there is none. */
  onSocketId: (socketId: string | null) => void;
  onError: (error: unknown) => void;
  /** The WebSocket constructor: the browser's unless given. */
  WebSocket?: typeof WebSocket;
}

export interface PusherSocket {
  /** Hands the data of each event of this name on `channel` to `handler`, subscribing to the channel on its first binding. */
  bind(channel: string, event: string, handler: (data: unknown) => void): void;
  /** Closes the connection for good. */
  disconnect(): void;
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A frame's data: a JSON string for events (an error frame's is an object already). */
function dataOf(frame: Frame): unknown {
  return typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
}

/** What to do after a close, by the protocol's ranges: 4000–4099 never again, 4200–4299 at once, anything else after a back-off. */
function retryAfterClose(code: number, backOffMs: number): number | null {
  if (code >= 4000 && code <= 4099) return null;
  if (code >= 4200 && code <= 4299) return 0;
  return backOffMs;
}

export function openPusherSocket(options: PusherSocketOptions): PusherSocket {
  const bindings = new Map<string, Map<string, (data: unknown) => void>>();
  const subscribedBefore = new Set<string>();
  const url = `${options.forceTLS ? 'wss' : 'ws'}://${options.host}:${options.port}/app/${encodeURIComponent(options.key)}?protocol=${PUSHER_PROTOCOL_VERSION}&client=pulseboard&version=1`;
  const Socket = options.WebSocket ?? WebSocket;
  let socket: WebSocket | null = null;
  let socketId: string | null = null;
  let closedForGood = false;
  let retryMs = FIRST_RETRY_MS;
  let activityTimeoutMs = MAX_ACTIVITY_TIMEOUT_MS;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (event: string, data: unknown) => socket?.send(JSON.stringify({ event, data }));

  const subscribe = (channel: string) => {
    const forSocket = socketId;
    if (forSocket === null) return;
    options
      .authorize(forSocket, channel)
      .then((auth) => {
        if (socketId === forSocket) send('pusher:subscribe', { channel, auth });
      })
      .catch(options.onError);
  };

  /** Any frame proves the connection alive; after a silence, ping, and count it lost if the pong does not come. */
  const heardFrom = (current: WebSocket) => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      send('pusher:ping', {});
      silenceTimer = setTimeout(() => current.close(), PONG_TIMEOUT_MS);
    }, activityTimeoutMs);
  };

  const established = (data: unknown) => {
    const { socket_id: id, activity_timeout: activityTimeout } = data as { socket_id: string; activity_timeout?: number };
    socketId = id;
    retryMs = FIRST_RETRY_MS;
    if (typeof activityTimeout === 'number') activityTimeoutMs = Math.min(activityTimeout * 1000, MAX_ACTIVITY_TIMEOUT_MS);
    options.onSocketId(id);
    bindings.forEach((_events, channel) => subscribe(channel));
  };

  const subscribed = (channel: string | undefined) => {
    if (channel === undefined) return;
    if (subscribedBefore.has(channel)) options.onResubscribed?.(channel);
    else subscribedBefore.add(channel);
  };

  const received = (frame: Frame) => {
    switch (frame.event) {
      case 'pusher:connection_established':
        return established(dataOf(frame));
      case 'pusher:ping':
        return send('pusher:pong', {});
      case 'pusher:pong':
        return undefined;
      case 'pusher_internal:subscription_succeeded':
        return subscribed(frame.channel);
      case 'pusher:error':
      case 'pusher:subscription_error':
        return options.onError(new Error(`realtime ${frame.event}: ${JSON.stringify(frame.data)}`));
      default: {
        const handler = frame.channel === undefined ? undefined : bindings.get(frame.channel)?.get(frame.event);
        return handler?.(dataOf(frame));
      }
    }
  };

  const connect = () => {
    const current = new Socket(url);
    socket = current;
    current.onmessage = (message: MessageEvent) => {
      heardFrom(current);
      try {
        received(JSON.parse(String(message.data)) as Frame);
      } catch (error) {
        options.onError(error);
      }
    };
    current.onclose = (event: CloseEvent) => {
      clearTimeout(silenceTimer);
      socket = null;
      socketId = null;
      options.onSocketId(null);
      if (closedForGood) return;
      const delay = retryAfterClose(event.code, retryMs);
      if (delay === null) return options.onError(new Error(`realtime connection refused for good (close code ${event.code})`));
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      retryTimer = setTimeout(connect, delay);
    };
  };

  connect();
  return {
    bind(channel, event, handler) {
      const events = bindings.get(channel);
      if (events) return void events.set(event, handler);
      bindings.set(channel, new Map([[event, handler]]));
      subscribe(channel);
    },
    disconnect() {
      closedForGood = true;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      socket?.close();
    },
  };
}
