import { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { LocalChannels, Subscriber } from './local-channels.js';
import { ACTIVITY_TIMEOUT_SECONDS } from '@pulseboard/shared/contracts';
import { CloseCode, ErrorCode, USER_CHANNEL_PREFIX, channelKind, errorFrame, frame, isChannelName, newSocketId, parseClientMessage } from './protocol.js';
import { authMatches, signChannel, signUser, type AppCredentials } from './signatures.js';

/** Enough for any real page; bounds what one socket can make the registry hold. */
const MAX_SUBSCRIPTIONS = 100;

export interface ConnectionContext {
  credentials: AppCredentials;
  channels: LocalChannels;
  log: FastifyBaseLogger;
}

export interface HeartbeatTiming {
  /** Silence after which the server pings. */
  activityTimeoutMs: number;
  /** How long a ping may stay unanswered before the connection is dropped. */
  pongTimeoutMs: number;
}

const field = (data: unknown, name: string): unknown => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined);

/** The `id` a user_data JSON string must hold (Pusher requires a non-empty string). */
function parsedUserId(userData: string): string | undefined {
  try {
    const id = field(JSON.parse(userData), 'id');
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** One pusher-js client: its subscriptions, what it may do, and whether it is still alive. */
export class PusherConnection implements Subscriber {
  readonly socketId = newSocketId();
  private readonly subscriptions = new Set<string>();
  private lastHeard = Date.now();
  private pingSentAt: number | null = null;
  /** The user id a valid `pusher:signin` proved, which opens that user's own channel. */
  private userId: string | undefined;
  /** Revocations that came before this connection opened; a later one voids the signatures it may hold. */
  private readonly revocationsBefore: number;

  constructor(
    private readonly ws: WebSocket,
    private readonly context: ConnectionContext,
  ) {
    this.revocationsBefore = context.channels.revocationCount;
    ws.on('message', (raw) => this.receive(raw.toString()));
    ws.on('close', () => this.dispose());
    // A peer that breaks the framing (or exceeds maxPayload) is closed by ws; the error needs no more than a note.
    ws.on('error', (error) => context.log.debug({ err: error, socketId: this.socketId }, 'websocket error'));
    this.send(frame('pusher:connection_established', { socket_id: this.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS }));
  }

  send(encoded: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encoded);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  reauthorize(): void {
    this.close(CloseCode.reconnectNow, 'Subscriptions revoked');
  }

  onClose(listener: () => void): void {
    this.ws.once('close', listener);
  }

  /** Forgets a connection whose closing handshake cannot complete (its peer is gone). */
  terminate(): void {
    this.ws.terminate();
  }

  /** Called periodically: pings a silent client, drops one that did not answer the last ping. */
  heartbeat(now: number, timing: HeartbeatTiming): void {
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt >= timing.pongTimeoutMs) this.close(CloseCode.pongTimeout, 'Pong reply not received');
      return;
    }
    if (now - this.lastHeard >= timing.activityTimeoutMs) {
      this.pingSentAt = now;
      this.send(frame('pusher:ping', {}));
    }
  }

  private receive(raw: string): void {
    // Any frame proves the client alive, not only a pong.
    this.lastHeard = Date.now();
    this.pingSentAt = null;
    const message = parseClientMessage(raw);
    if (!message) return this.send(errorFrame(ErrorCode.invalidMessage, 'Invalid message: expected a JSON object with an event name.'));
    switch (message.event) {
      case 'pusher:ping':
        return this.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(message.data);
      case 'pusher:unsubscribe':
        return this.unsubscribe(message.data);
      case 'pusher:signin':
        return this.signIn(message.data);
    }
    if (message.event.startsWith('client-')) {
      return this.send(errorFrame(ErrorCode.clientEventRejected, `Client events are not enabled on this server (${message.channel ?? 'no channel'}).`));
    }
    this.send(errorFrame(ErrorCode.invalidMessage, `Unsupported event: ${message.event}`));
  }

  private subscribe(data: unknown): void {
    const channel = field(data, 'channel');
    if (!isChannelName(channel)) return this.send(errorFrame(ErrorCode.invalidMessage, 'Invalid channel name.'));
    if (this.subscriptions.has(channel)) return this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
    const refusal = this.refusal(channel, field(data, 'auth'));
    if (refusal) {
      this.context.log.debug({ socketId: this.socketId, channel, reason: refusal.error }, 'subscription refused');
      return this.send(frame('pusher:subscription_error', refusal, channel));
    }
    // A signature obtained before the channel was revoked is not taken: the client asks again, under a new socket id.
    if (this.context.channels.revokedSince(channel, this.revocationsBefore)) return this.reauthorize();
    this.subscriptions.add(channel);
    this.context.channels.subscribe(channel, this);
    this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  /** Why a subscription is refused, in the shape pusher-js gives its own auth failures; null when allowed. */
  private refusal(channel: string, auth: unknown): { type: string; error: string; status: number } | null {
    const kind = channelKind(channel);
    if (kind === 'unsupported') return { type: 'UnsupportedChannel', error: 'Presence and encrypted channels are not offered by this server.', status: 400 };
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return { type: 'LimitReached', error: `At most ${MAX_SUBSCRIPTIONS} channels per connection.`, status: 429 };
    if (kind === 'private' && !authMatches(auth, signChannel(this.context.credentials, this.socketId, channel))) {
      return { type: 'AuthError', error: `Invalid signature for ${channel}.`, status: 401 };
    }
    if (kind === 'user' && (this.userId === undefined || channel !== `${USER_CHANNEL_PREFIX}${this.userId}`)) {
      return { type: 'AuthError', error: 'Only the signed-in user may join their own channel.', status: 403 };
    }
    return null;
  }

  private unsubscribe(data: unknown): void {
    const channel = field(data, 'channel');
    if (typeof channel !== 'string' || !this.subscriptions.delete(channel)) return;
    this.context.channels.unsubscribe(channel, this);
  }

  /** User authentication (pusher-js `signin()`): a valid signature is acknowledged, a forged one ends the connection. */
  private signIn(data: unknown): void {
    const userData = field(data, 'user_data');
    const userId = typeof userData === 'string' ? parsedUserId(userData) : undefined;
    if (typeof userData === 'string' && userId !== undefined && authMatches(field(data, 'auth'), signUser(this.context.credentials, this.socketId, userData))) {
      this.userId = userId;
      return this.send(frame('pusher:signin_success', { user_data: userData }));
    }
    this.send(errorFrame(CloseCode.unauthorized, 'Invalid user authentication signature.'));
    this.close(CloseCode.unauthorized, 'Connection is unauthorized');
  }

  private dispose(): void {
    for (const channel of this.subscriptions) this.context.channels.unsubscribe(channel, this);
    this.subscriptions.clear();
  }
}
