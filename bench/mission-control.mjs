// Mission Control: one full pass of alert evaluation over BENCH_GROUPS groups (default 1,000) of 20
// domains with 8 metrics and 60 days of figures each, on an embedded PostgreSQL of its own, next to
// a baseline pass that only loads the same groups' figures (what any evaluation must read), measured
// in the same run. Prints the time per pass, their ratio and the process's peak memory.
// Needs `npm run build -w @pulseboard/api`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensureDatabase, evaluateCampaign, loadCampaignData, runMigrations, startEmbeddedPostgres } from '@pulseboard/api/mission-control';

const GROUPS = Number(process.env.BENCH_GROUPS ?? 1000);
const DOMAINS = 20;
const METRICS = ['sessions', 'users', 'conversions', 'clicks', 'impressions', 'position', 'domainRating', 'backlinks'];
const DAYS = 60;
const MB = 1024 * 1024;

/** @typedef {{ ms: number, rssMb: number, heapMb: number }} PassFigures */

/**
 * The largest resident set and heap seen while `task` runs, sampled every 20 ms.
 * @param {() => Promise<void>} task
 * @returns {Promise<PassFigures>}
 */
async function withPeakMemory(task) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    await task();
    return { ms: performance.now() - started, rssMb: rss / MB, heapMb: heap / MB };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Groups, domains and rules, and 60 days of every metric: a steady series, with one domain in ten falling by 40 % in its last week.
 * @param {pg.Pool} pool
 * @returns {Promise<number[]>}
 */
async function seed(pool) {
  const { rows } = await pool.query(`INSERT INTO companies (name, requested_dashboards) VALUES ('Bench agency', 1) RETURNING id`);
  const companyId = rows[0].id;
  await pool.query(`INSERT INTO campaigns (company_id, name) SELECT $1, 'Group ' || g FROM generate_series(1, $2) g`, [companyId, GROUPS]);
  await pool.query(
    `INSERT INTO campaign_alert_rules (campaign_id, kind, metric, percent, "window")
     SELECT c.id, 'change', m, 25, CASE WHEN m IN ('position', 'domainRating') THEN 30 ELSE 7 END FROM campaigns c, unnest($1::text[]) m`,
    [METRICS],
  );
  await pool.query(`INSERT INTO campaign_domains (campaign_id, domain) SELECT c.id, 'site-' || c.id || '-' || d || '.com' FROM campaigns c, generate_series(1, $1) d`, [DOMAINS]);
  await pool.query(
    `INSERT INTO campaign_metrics (domain_id, metric, day, value, origin)
     SELECT d.id, m, (now() AT TIME ZONE 'UTC')::date - k,
            (100 + (d.id % 37) * 10) * (1 + 0.1 * sin(k)) * CASE WHEN d.id % 10 = 0 AND k < 7 THEN 0.6 ELSE 1 END, 'sample'
       FROM campaign_domains d, unnest($1::text[]) m, generate_series(0, $2 - 1) k`,
    [METRICS, DAYS],
  );
  await pool.query('VACUUM ANALYZE');
  return (await pool.query('SELECT id FROM campaigns ORDER BY id')).rows.map((/** @type {{ id: number }} */ row) => row.id);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-bench-mc-'));
const quiet = { debug: () => {}, info: () => {}, warn: (/** @type {string} */ message) => console.warn(message), error: (/** @type {string} */ message) => console.error(message) };
const server = await startEmbeddedPostgres({ dataDir, log: quiet, postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] });
try {
  await ensureDatabase(server.connectionString('postgres'), 'bench');
  const url = server.connectionString('bench');
  await runMigrations(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const seeding = performance.now();
    const groups = await seed(pool);
    console.log(
      `seeded ${GROUPS} groups × ${DOMAINS} domains × ${METRICS.length} metrics × ${DAYS} days (${(GROUPS * DOMAINS * METRICS.length * DAYS).toLocaleString('en')} figures) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const today = () => new Date().toISOString().slice(0, 10);
    const baseline = await withPeakMemory(async () => {
      for (const id of groups) await loadCampaignData(pool, id, today);
    });
    const evaluation = await withPeakMemory(async () => {
      for (const id of groups) await evaluateCampaign(pool, id);
    });
    const { rows } = await pool.query(`SELECT count(*)::int AS alerting FROM campaign_alerts WHERE state = 'alerting'`);

    console.log('');
    console.log('pass                      time      per group   peak RSS   peak heap');
    /** @type {Array<[string, PassFigures]>} */
    const passes = [
      ['load only (baseline)', baseline],
      ['evaluate and store', evaluation],
    ];
    for (const [name, figures] of passes) {
      console.log(
        `${name.padEnd(24)}${(figures.ms / 1000).toFixed(2).padStart(6)} s ${(figures.ms / groups.length).toFixed(2).padStart(8)} ms ${figures.rssMb.toFixed(0).padStart(7)} MB ${figures.heapMb.toFixed(0).padStart(8)} MB`,
      );
    }
    console.log('');
    console.log(`evaluation / load: ${(evaluation.ms / baseline.ms).toFixed(2)}×; ${rows[0].alerting} alerts firing (one domain in ten fell by 40 % in its last week)`);
  } finally {
    await pool.end();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
