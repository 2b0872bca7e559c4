import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Broadcast } from './broadcast.js';
import { ChunkAssembler, parseChunk, toChunks } from './notify-chunks.js';
import { PgListener } from './pg-listener.js';

/** One NOTIFY channel per database: every API process on it hears every broadcast. */
const NOTIFY_CHANNEL = 'pulseboard_realtime';

const wireSchema = z.object({
  channels: z.array(z.string()).min(1),
  event: z.string().min(1),
  data: z.string(),
  socketId: z.string().optional(),
});

export interface PgFanoutOptions {
  pool: pg.Pool;
  connectionString: string;
  /** Hands a broadcast from another process to this process's sockets. */
  deliver(broadcast: Broadcast): void;
  log: FastifyBaseLogger;
  /** The process is shutting down (PgListenerOptions.stopping). */
  stopping?: () => boolean;
}

/**
 * Broadcasts across API processes through PostgreSQL LISTEN/NOTIFY. The
 * publishing process delivers to its own sockets directly, so each message
 * carries an origin id and a process ignores what it published itself.
 */
export class PgFanout {
  private readonly origin = randomBytes(8).toString('hex');
  private sequence = 0;
  private readonly assembler = new ChunkAssembler();
  private readonly listener: PgListener;

  constructor(private readonly options: PgFanoutOptions) {
    this.listener = new PgListener({
      connectionString: options.connectionString,
      channel: NOTIFY_CHANNEL,
      log: options.log,
      stopping: options.stopping,
      onNotification: (payload) => this.receive(payload),
      onReconnect: () => this.assembler.clear(),
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async publish(broadcast: Broadcast): Promise<void> {
    this.sequence += 1;
    const chunks = toChunks(`${this.origin}.${this.sequence}`, JSON.stringify(broadcast));
    // One statement, so a chunked message commits (and is heard) all at once.
    await this.options.pool.query('SELECT pg_notify($1, chunk) FROM unnest($2::text[]) AS chunk', [NOTIFY_CHANNEL, chunks]);
  }

  private receive(payload: string): void {
    const chunk = parseChunk(payload);
    if (!chunk || chunk.messageId.startsWith(`${this.origin}.`)) return;
    const text = this.assembler.add(chunk);
    if (text === null) return;
    try {
      this.options.deliver(wireSchema.parse(JSON.parse(text)));
    } catch (error) {
      this.options.log.error({ err: error }, 'realtime: unreadable broadcast from another process');
    }
  }

  close(): Promise<void> {
    return this.listener.close();
  }
}
