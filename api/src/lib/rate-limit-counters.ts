import type pg from 'pg';
import { sha256 } from './tokens.js';

/** A counter far past any limit stays there rather than overflowing the column. */
const HIT_CEILING = 1_000_000_000;

/**
 * One statement per hit: a new window starts when none is open or the last
 * one has ended, otherwise the hit is counted in the open one. Concurrent
 * hits from any instance serialise on the row.
 */
const HIT = `
  INSERT INTO rate_limit_counters (key, hits, resets_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_counters.resets_at <= now() THEN 1 ELSE LEAST(rate_limit_counters.hits, ${HIT_CEILING}) + 1 END,
    resets_at = CASE WHEN rate_limit_counters.resets_at <= now() THEN EXCLUDED.resets_at ELSE rate_limit_counters.resets_at END
  RETURNING hits, GREATEST(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::float8 AS "resetsInMs"`;

const SWEEP = 'DELETE FROM rate_limit_counters WHERE resets_at <= now()';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  resetsInMs: number;
}

/**
 * Rate-limit counters in PostgreSQL, so a limit holds across every instance
 * of the API. Keys are hashed with the limit's name: of fixed size whatever
 * a client sends, and no e-mail or address stored in clear.
 */
export class RateLimitCounters {
  constructor(private readonly pool: pg.Pool) {}

  async hit(limit: string, key: string, windowMs: number): Promise<Hit> {
    const { rows } = await this.pool.query<Hit>(HIT, [sha256(`${limit}\n${key}`), windowMs]);
    const [row] = rows;
    if (!row) throw new Error('The rate-limit counter returned no row');
    return row;
  }

  /** Removes the counters whose window has ended. */
  async sweep(): Promise<void> {
    await this.pool.query(SWEEP);
  }
}
