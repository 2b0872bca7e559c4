import type pg from 'pg';
import type { ConnectorResult } from '../connectors/types.js';
import { sha256 } from '../lib/tokens.js';

/** A source keeps at most this many answers (a dashboard of 20 widgets over a few ranges and their comparisons holds about 100); the least recently fetched go first. */
const MAX_ANSWERS_PER_SOURCE = 500;

/** An answer larger than this (a keyword list of a huge site) is kept in the process's memory only, not copied to the database. */
const MAX_STORED_ANSWER_BYTES = 2 * 1024 * 1024;

export interface StoredAnswer {
  result: ConnectorResult;
  fetchedAt: Date;
  expiresAt: Date;
}

const FIND = `SELECT answer AS result, fetched_at AS "fetchedAt", expires_at AS "expiresAt" FROM source_answers
  WHERE source_id = $1 AND query_hash = $2 AND expires_at > $3`;

const KEEP = `INSERT INTO source_answers (source_id, query_hash, answer, fetched_at, expires_at) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (source_id, query_hash) DO UPDATE SET answer = EXCLUDED.answer, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`;

const TRIM = `DELETE FROM source_answers WHERE source_id = $1 AND query_hash IN (
  SELECT query_hash FROM source_answers WHERE source_id = $1 ORDER BY fetched_at DESC OFFSET ${MAX_ANSWERS_PER_SOURCE})`;

const SWEEP = 'DELETE FROM source_answers WHERE expires_at <= $1';

/**
 * Answers of paid providers in PostgreSQL, so every instance of the API, and
 * the next run of this one, answers from them instead of paying again. Keyed
 * by the source (the row goes with it) and a hash of the fetcher's query key.
 */
export class StoredAnswers {
  constructor(private readonly pool: pg.Pool) {}

  /** The answer to this query while it lasts. */
  async find(sourceId: number, queryKey: string, now: Date): Promise<StoredAnswer | undefined> {
    const { rows } = await this.pool.query<StoredAnswer>(FIND, [sourceId, sha256(queryKey), now]);
    return rows[0];
  }

  async keep(sourceId: number, queryKey: string, answer: StoredAnswer): Promise<void> {
    const json = JSON.stringify(answer.result);
    if (Buffer.byteLength(json) > MAX_STORED_ANSWER_BYTES) return;
    await this.pool.query(KEEP, [sourceId, sha256(queryKey), json, answer.fetchedAt, answer.expiresAt]);
    await this.pool.query(TRIM, [sourceId]);
  }

  /** Removes the answers that expired. */
  async sweep(now: Date): Promise<void> {
    await this.pool.query(SWEEP, [now]);
  }
}
