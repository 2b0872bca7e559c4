import type { FastifyInstance } from 'fastify';
import { todayIn, wallClockOf } from '@pulseboard/shared/dates';
import type { JobQueue } from '../jobs/job-queues.js';
import { collectDomain, type CollectSettings } from './collect-domain.js';
import { sendDigests } from './digest.js';
import { evaluateCampaign } from './evaluate-campaign.js';

const COLLECT_QUEUE = 'campaign-collect';
const EVALUATE_QUEUE = 'campaign-evaluate';
const DIGEST_QUEUE = 'campaign-digest';

/** A group is evaluated this long after its last domain was gathered, so a day's gathering ends in one evaluation. */
const EVALUATE_AFTER_SECONDS = 5;
/** Domains queued per tick: a day's work is spread over the ticks instead of flooding the queue at midnight. */
const DOMAINS_PER_TICK = 500;

interface CollectJob {
  domainId: number;
}
interface EvaluateJob {
  campaignId: number;
}
interface DigestJob {
  companyId: number;
  day: string;
}

/** A group to evaluate soon: one waiting job per group (stately), however many of its domains ask. */
async function queueEvaluation(app: FastifyInstance, campaignId: number): Promise<void> {
  const data: EvaluateJob = { campaignId };
  await app.jobs.send(EVALUATE_QUEUE, data, { singletonKey: String(campaignId), startAfter: EVALUATE_AFTER_SECONDS });
}

/**
 * The queues of Mission Control. Every job is safe to run again: gathering
 * replaces a day's figures, evaluation keeps states' times, and a digest is
 * claimed per user and day before it is sent. `stately` queues hold one
 * waiting job per key, so a domain or group asked for twice is done once.
 */
export function campaignQueues(app: FastifyInstance, settings: CollectSettings): Array<JobQueue<object>> {
  const collect: JobQueue<CollectJob> = {
    name: COLLECT_QUEUE,
    policy: 'stately',
    options: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    work: {
      // Bounded: each job may call the company's sources and check one site.
      concurrency: 4,
      handler: async (job) => {
        if (!(await collectDomain(app, job.data.domainId, settings))) return { gone: true };
        const { rows } = await app.pool.query<{ campaign_id: number }>('SELECT campaign_id FROM campaign_domains WHERE id = $1', [job.data.domainId]);
        if (rows[0]) await queueEvaluation(app, rows[0].campaign_id);
        return { collected: true };
      },
    },
  };
  const evaluate: JobQueue<EvaluateJob> = {
    name: EVALUATE_QUEUE,
    policy: 'stately',
    options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    work: {
      concurrency: 1,
      handler: async (job) => {
        await evaluateCampaign(app.pool, job.data.campaignId);
        return { evaluated: true };
      },
    },
  };
  const digest: JobQueue<DigestJob> = {
    name: DIGEST_QUEUE,
    policy: 'stately',
    options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 600, deleteAfterSeconds: 7 * 86_400 },
    work: { concurrency: 1, handler: async (job) => ({ sent: await sendDigests(app, job.data.companyId, job.data.day) }) },
  };
  return [collect, evaluate, digest] as unknown as Array<JobQueue<object>>;
}

/**
 * One pass of the daily schedule: queues the gathering of every domain not
 * yet gathered on its company's current day, and each company's digest once
 * its day has reached `digestHour` and some user of it has not had the
 * day's digest. After downtime the next pass catches up; nothing is queued
 * twice for the same domain, group or day.
 */
export async function queueDueCampaignWork(app: FastifyInstance, digestHour: number, now = new Date()): Promise<{ domains: number; digests: number }> {
  const { rows: companies } = await app.pool.query<{ id: number; timezone: string }>('SELECT DISTINCT co.id, co.timezone FROM companies co JOIN campaigns c ON c.company_id = co.id');
  let domains = 0;
  let digests = 0;
  for (const company of companies) {
    const today = todayIn(company.timezone, now);
    const { rows: due } = await app.pool.query<{ id: number }>(
      `SELECT d.id FROM campaign_domains d JOIN campaigns c ON c.id = d.campaign_id
        WHERE c.company_id = $1 AND (d.collected_on IS NULL OR d.collected_on < $2) ORDER BY d.collected_on NULLS FIRST, d.id LIMIT $3`,
      [company.id, today, DOMAINS_PER_TICK - domains],
    );
    for (const { id } of due) {
      const data: CollectJob = { domainId: id };
      if (await app.jobs.send(COLLECT_QUEUE, data, { singletonKey: String(id) })) domains += 1;
    }
    if (wallClockOf(now, company.timezone).hour < digestHour) continue;
    const { rows: waiting } = await app.pool.query(
      `SELECT 1 FROM users u WHERE u.company_id = $1 AND (u.invited_at IS NULL OR u.password_hash IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM campaign_digests g WHERE g.user_id = u.id AND g.day = $2) LIMIT 1`,
      [company.id, today],
    );
    if (waiting.length === 0) continue;
    const data: DigestJob = { companyId: company.id, day: today };
    if (await app.jobs.send(DIGEST_QUEUE, data, { singletonKey: `${company.id}:${today}` })) digests += 1;
  }
  return { domains, digests };
}
