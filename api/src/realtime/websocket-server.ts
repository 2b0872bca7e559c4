import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { PusherConnection, type ConnectionContext, type HeartbeatTiming } from './connection.js';
import { ACTIVITY_TIMEOUT_SECONDS, CloseCode, PROTOCOL_VERSION, errorFrame } from './protocol.js';

export interface WebSocketServerOptions extends ConnectionContext {
  heartbeat?: HeartbeatTiming & { intervalMs: number };
}

const DEFAULT_HEARTBEAT = { activityTimeoutMs: ACTIVITY_TIMEOUT_SECONDS * 1000, pongTimeoutMs: 30_000, intervalMs: 10_000 };

/** Client frames are small (subscribe, ping); anything bigger is refused by ws with 1009. */
const MAX_FRAME_BYTES = 64 * 1024;

/** How long sockets get to complete their closing handshake at shutdown before they are cut. */
const SHUTDOWN_GRACE_MS = 2_000;

const APP_PATH = /^\/app\/([^/]+)$/;

function rejectUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
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
  private readonly timer: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly options: WebSocketServerOptions) {
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

  /** The `upgrade` listener of the HTTP server. */
  readonly handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => this.options.log.debug({ err: error }, 'upgrade socket error'));
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = APP_PATH.exec(url.pathname)?.[1];
    if (key === undefined) return rejectUpgrade(socket, '404 Not Found');
    if (this.closing) return rejectUpgrade(socket, '503 Service Unavailable');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, decodeURIComponent(key), url.searchParams.get('protocol')));
  };

  private accept(ws: WebSocket, key: string, protocol: string | null): void {
    if (key !== this.options.credentials.key) {
      return this.refuse(ws, CloseCode.appUnknown, `App key ${key} not in this cluster. Did you forget to specify the cluster?`, 'Unknown app key');
    }
    if (Number(protocol) !== PROTOCOL_VERSION) {
      const message = `Unsupported protocol version ${protocol ?? '(none)'}: this server speaks ${PROTOCOL_VERSION}.`;
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
