import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface PgListenerOptions {
  connectionString: string;
  /** A fixed identifier (not user input): it is written into the LISTEN statement. */
  channel: string;
  onNotification(payload: string): void;
  /** After a reconnection: notifications sent while disconnected are lost. */
  onReconnect(): void;
  log: FastifyBaseLogger;
  backoff?: { initialMs: number; maxMs: number };
  /** The process is shutting down: a connection lost now (the database stopping with it) is let go, not retried. */
  stopping?: () => boolean;
}

const DEFAULT_BACKOFF = { initialMs: 250, maxMs: 10_000 };

/** How the LISTEN connection is named in pg_stat_activity, beside the request pool's `pulseboard-api`. */
export const REALTIME_APPLICATION_NAME = 'pulseboard-realtime';

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other
 * queries), re-established with a jittered exponential back-off whenever it
 * drops: a database restart or failover must not silence realtime for good.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private everConnected = false;
  private closed = false;

  constructor(private readonly options: PgListenerOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`Invalid LISTEN channel: ${options.channel}`);
  }

  /** The first attempt; a failure is logged and retried, never thrown, as later ones are. */
  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    this.retryTimer = undefined;
    // keepAlive: a peer that vanished without closing (network partition) is noticed by TCP.
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: REALTIME_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload !== undefined) this.options.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      return this.retry(error);
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    if (this.everConnected) {
      this.options.log.info('realtime: LISTEN connection re-established');
      this.options.onReconnect();
    }
    this.everConnected = true;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.options.stopping?.()) {
      this.options.log.debug({ err: error }, 'realtime: LISTEN connection ended during shutdown');
      return;
    }
    this.retry(error ?? new Error('connection ended'));
  }

  private retry(error: unknown): void {
    if (this.closed || this.retryTimer) return;
    const { initialMs, maxMs } = this.options.backoff ?? DEFAULT_BACKOFF;
    const ceiling = Math.min(maxMs, initialMs * 2 ** this.failures);
    const delay = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    this.failures += 1;
    this.options.log.warn({ err: error, retryInMs: delay }, 'realtime: LISTEN connection lost, reconnecting');
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
