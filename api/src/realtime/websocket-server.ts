import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PusherConnection, type ConnectionContext, type HeartbeatTiming } from './connection.js';
import { ConnectionLimits, type ConnectionCaps } from './connection-limits.js';
import { ACTIVITY_TIMEOUT_SECONDS, PONG_TIMEOUT_MS, PUSHER_PROTOCOL_VERSION } from '@pulseboard/shared/contracts';
import { CloseCode, errorFrame } from './protocol.js';
import { isRefusal, readUpgrade } from './upgrade-request.js';

export interface WebSocketServerOptions extends ConnectionContext {
  heartbeat?: HeartbeatTiming & { intervalMs: number };
  caps: ConnectionCaps;
  /** Origins (scheme://host[:port], lower case) whose pages may connect; requests without Origin are not browsers' and pass. */
  allowedOrigins: ReadonlySet<string>;
  /** Who a connection counts against under the per-address cap: the client's address as the app sees it (TRUST_PROXY applied). */
  clientAddress: (request: IncomingMessage) => string;
}

const DEFAULT_HEARTBEAT = { activityTimeoutMs: ACTIVITY_TIMEOUT_SECONDS * 1000, pongTimeoutMs: PONG_TIMEOUT_MS, intervalMs: 10_000 };

/** Client frames are small (subscribe, ping); anything bigger is refused by ws with 1009. */
const MAX_FRAME_BYTES = 64 * 1024;

/** How long sockets get to complete their closing handshake at shutdown before they are cut. */
const SHUTDOWN_GRACE_MS = 2_000;

/** How long a refused client is asked to wait before trying again (429, 503). */
const RETRY_AFTER_SECONDS = '30';

/** A complete HTTP answer on the raw socket of a refused upgrade, which is then closed. */
function rejectUpgrade(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}): void {
  const head = { Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(message)), ...headers };
  const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${message}`);
}

/**
 * The Pusher websocket endpoint, `/app/{key}?protocol=7`, on an HTTP server's
 * upgrade event (the port Fastify already listens on). Connections are
 * accepted, then refused with a close code the client understands when the
 * key or the protocol version is wrong.
 */
export class PusherWebSocketServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly connections = new Set<PusherConnection>();
  private readonly limits: ConnectionLimits;
  private readonly timer: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly options: WebSocketServerOptions) {
    this.limits = new ConnectionLimits(options.caps);
    const heartbeat = options.heartbeat ?? DEFAULT_HEARTBEAT;
    this.timer = setInterval(() => {
      const now = Date.now();
      for (const connection of this.connections) connection.heartbeat(now, heartbeat);
    }, heartbeat.intervalMs);
    this.timer.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  /**
   * The `upgrade` listener of the HTTP server. Whatever a request holds, it is
   * answered here: an exception escaping an event listener would end the
   * process, so an unforeseen one is logged and the socket cut instead.
   */
  readonly handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => this.options.log.debug({ err: error }, 'upgrade socket error'));
    try {
      this.upgrade(request, socket, head);
    } catch (error) {
      this.options.log.error({ err: error, url: request.url }, 'websocket upgrade failed');
      socket.destroy();
    }
  };

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const upgrade = readUpgrade(request, this.options.allowedOrigins);
    if (isRefusal(upgrade)) return rejectUpgrade(socket, upgrade.status, upgrade.message, upgrade.headers);
    if (this.closing) return rejectUpgrade(socket, 503, 'The server is shutting down.');
    const admission = this.limits.admit(this.options.clientAddress(request));
    if (!admission.admitted) return rejectUpgrade(socket, admission.status, admission.message, { 'Retry-After': RETRY_AFTER_SECONDS });
    socket.once('close', admission.release);
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, upgrade.key, upgrade.protocol));
  }

  private accept(ws: WebSocket, key: string, protocol: string | null): void {
    if (key !== this.options.credentials.key) {
      return this.refuse(ws, CloseCode.appUnknown, `App key ${key} not in this cluster. Did you forget to specify the cluster?`, 'Unknown app key');
    }
    if (Number(protocol) !== PUSHER_PROTOCOL_VERSION) {
      const message = `Unsupported protocol version ${protocol ?? '(none)'}: this server speaks ${PUSHER_PROTOCOL_VERSION}.`;
      return this.refuse(ws, CloseCode.protocolUnsupported, message, 'Unsupported protocol version');
    }
    const connection = new PusherConnection(ws, this.options);
    this.connections.add(connection);
    ws.on('close', () => this.connections.delete(connection));
  }

  /** Protocol 7 sends the error once, as a frame, and then the same code as the close code. */
  private refuse(ws: WebSocket, code: number, message: string, reason: string): void {
    ws.on('error', () => undefined);
    ws.send(errorFrame(code, message));
    ws.close(code, reason);
  }

  /**
   * Shutdown: new upgrades are refused and every client is told to reconnect
   * at once (4200), which lands it on another instance during a rolling
   * restart. Sockets that do not finish closing in time are cut.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    const closed = [...this.connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          const cut = setTimeout(() => connection.terminate(), SHUTDOWN_GRACE_MS);
          connection.onClose(() => {
            clearTimeout(cut);
            resolve();
          });
          connection.close(CloseCode.reconnectNow, 'Server shutting down');
        }),
    );
    await Promise.all(closed);
    this.wss.close();
  }
}
