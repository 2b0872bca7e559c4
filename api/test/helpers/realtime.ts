import type { AddressInfo } from 'node:net';
import pusherJs, { type ChannelAuthorizationHandler, type Options, type UserAuthenticationHandler } from 'pusher-js';
import { WebSocket } from 'ws';
import Echo from 'laravel-echo';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './client.js';

/** pusher-js's node build is CommonJS whose module.exports is the class itself; its types describe an ES default export. */
export const Pusher = pusherJs as unknown as typeof pusherJs.default;
export type Pusher = InstanceType<typeof Pusher>;

/** Fixed credentials, so several instances (and the tests) share them as a deployment would. */
export const REALTIME_ENV = { REALTIME_APP_ID: 'test-app', REALTIME_APP_KEY: 'test-key', REALTIME_APP_SECRET: 'test-secret-0123456789' };

/** Listens on a real loopback port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Posts to an auth endpoint as the browser does: session cookie, X-XSRF-TOKEN, a form body. */
async function postAsBrowser(url: string, client: TestClient, form: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: new URLSearchParams(form).toString(),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * pusher-js options for a server at `baseUrl`, authorising through its
 * /broadcasting endpoints with `client`'s session (the node build of pusher-js
 * cannot send a Cookie header itself, hence the custom handlers).
 */
export function pusherOptions(baseUrl: string, client?: TestClient, authBaseUrl = baseUrl) {
  const { hostname, port } = new URL(baseUrl);
  const channelAuthorization: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    if (!client) return callback(new Error('no signed-in client'), null);
    postAsBrowser(`${authBaseUrl}/broadcasting/auth`, client, { socket_id: socketId, channel_name: channelName }).then(
      (data) => callback(null, data as { auth: string }),
      (error: Error) => callback(error, null),
    );
  };
  const userAuthentication: UserAuthenticationHandler = ({ socketId }, callback) => {
    if (!client) return callback(new Error('no signed-in client'), null);
    postAsBrowser(`${authBaseUrl}/broadcasting/user-auth`, client, { socket_id: socketId }).then(
      (data) => callback(null, data as { auth: string; user_data: string }),
      (error: Error) => callback(error, null),
    );
  };
  return {
    cluster: 'mt1',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws' as const],
    channelAuthorization: { customHandler: channelAuthorization },
    // endpoint and headers are unused beside customHandler, but Echo's typings require them.
    userAuthentication: { customHandler: userAuthentication, endpoint: '/broadcasting/user-auth', headers: {} },
  } satisfies Options;
}

/**
 * Echo as the shell builds it (broadcaster pusher, the key of the page
 * config), on the node pusher-js, connected to `baseUrl` and authorising
 * through `authBaseUrl` with `client`'s session. Resolves once connected.
 */
export async function connectEcho(key: string, baseUrl: string, client: TestClient, authBaseUrl = baseUrl): Promise<Echo<'pusher'>> {
  // Echo's typings take pusher-js's default import as it is typed (the module); at run time both are the class.
  const echo = new Echo({ broadcaster: 'pusher', key, Pusher: pusherJs, ...pusherOptions(baseUrl, client, authBaseUrl) });
  await connected(echo.connector.pusher);
  return echo;
}

/** Resolves with the socket id once pusher-js is connected. */
export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    pusher.connection.bind('failed', () => reject(new Error('pusher-js failed to connect')));
  });
}

/** Resolves with the first value `subscribe` hands to its callback, or rejects after `ms`. */
export function first<T>(subscribe: (callback: (value: T) => void) => void, what: string, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Polls until `condition` holds, or rejects after `ms`. */
export async function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare websocket client that records every frame, for what pusher-js would hide or do by itself. */
export class RawClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    // Failures show as the close code the tests look at.
    ws.on('error', () => undefined);
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(baseUrl: string, path: string): RawClient {
    return new RawClient(new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`));
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  /** The first recorded frame (from `from` on) that matches, waiting for it if needed. */
  async next(match: (frame: Frame) => boolean, from = 0, ms = 5_000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** The socket id from pusher:connection_established. */
  async socketId(): Promise<string> {
    const established = await this.next((frame) => frame.event === 'pusher:connection_established');
    return (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
  }

  /** A ping answered: every frame sent before it has been handled by the server. */
  async roundTrip(): Promise<void> {
    const from = this.frames.length;
    this.send('pusher:ping', {});
    await this.next((frame) => frame.event === 'pusher:pong', from);
  }
}
