import type pg from 'pg';

/**
 * One statement per call: the day's counter is created at 1 or raised by
 * one while under the limit. No row back means the budget is spent.
 * Concurrent calls from any instance serialise on the row.
 */
const TAKE = `INSERT INTO source_call_budgets (source_id, day, calls) VALUES ($1, $2, 1)
  ON CONFLICT (source_id, day) DO UPDATE SET calls = source_call_budgets.calls + 1 WHERE source_call_budgets.calls < $3
  RETURNING calls`;

/** Yesterday's counter is kept a day, for a look at what a source spent; older ones go. */
const SWEEP = `DELETE FROM source_call_budgets WHERE day < $1::date - 1`;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The daily call budget of each paid source, counted in PostgreSQL so that
 * every instance of the API draws on the same one. Days are UTC days.
 */
export class CallBudget {
  constructor(private readonly pool: pg.Pool) {}

  /** Counts one call if the source has fewer than `callsPerDay` today; false when the budget is spent. */
  async take(sourceId: number, callsPerDay: number, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(TAKE, [sourceId, utcDay(now), callsPerDay]);
    return rowCount === 1;
  }

  /** Removes the counters of past days. */
  async sweep(now: Date): Promise<void> {
    await this.pool.query(SWEEP, [utcDay(now)]);
  }
}
