import type { FastifyInstance } from 'fastify';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { campaignMetricOf } from '@pulseboard/shared/contracts';
import type { SiteCheckRecord } from '../db/schema.js';
import { DAYS_KEPT } from './campaign-data.js';
import type { GatheredFigures } from './daily-figures.js';
import { sampleFigures } from './sample-figures.js';
import { checkSite, type SiteCheckOptions, type SiteCheckResult } from './site-check.js';
import { sourceFigures } from './source-figures.js';

/** Days gathered again each time: Search Console and GA4 revise their last days for two or three days. */
const DAYS_REVISED = 3;

export interface CollectSettings {
  /** The product's own site checks, or null when they are turned off. */
  checks: Omit<SiteCheckOptions, 'now'> | null;
}

interface DomainToCollect {
  id: number;
  domain: string;
  company_id: number;
  timezone: string;
  collected_on: string | null;
}

function checkFigures(result: SiteCheckResult, today: string): GatheredFigures {
  const figures: GatheredFigures['figures'] = [{ metric: 'uptime', day: today, value: result.up ? 100 : 0 }];
  if (result.up && result.responseMs !== null) figures.push({ metric: 'responseTime', day: today, value: result.responseMs });
  if (result.tlsDaysLeft !== null) figures.push({ metric: 'tlsDaysLeft', day: today, value: result.tlsDaysLeft });
  return { origin: 'checks', figures };
}

/**
 * Gathers a domain's figures for the company's current day: from the
 * company's Search Console and GA4 sources that know the domain, from the
 * sample data for what none of them covers and never has (while the company
 * keeps its sample-data source), and from a check of the site. The first gathering
 * reaches 60 days back; later ones the last days again. Stored figures of
 * a day are replaced by newer ones, except that sample figures never
 * replace anything: they are the same every time, and a real source's
 * figure always wins. Returns false for a domain that no longer exists.
 */
export async function collectDomain(app: FastifyInstance, domainId: number, settings: CollectSettings, now = new Date()): Promise<boolean> {
  const { rows } = await app.pool.query<DomainToCollect>(
    `SELECT d.id, d.domain, c.company_id, co.timezone, to_char(d.collected_on, 'YYYY-MM-DD') AS collected_on
       FROM campaign_domains d JOIN campaigns c ON c.id = d.campaign_id JOIN companies co ON co.id = c.company_id WHERE d.id = $1`,
    [domainId],
  );
  const domain = rows[0];
  if (!domain) return false;
  const today = todayIn(domain.timezone, now);
  const oldest = addDays(today, -(DAYS_KEPT - 1));
  const revisedFrom = domain.collected_on ? addDays(domain.collected_on, -DAYS_REVISED) : oldest;
  const range = { startDate: revisedFrom > oldest ? revisedFrom : oldest, endDate: today };

  const sources = await app.sources.list(domain.company_id);
  const gathered = await sourceFigures(app, sources, domain.domain, range, domain.timezone);
  const hasSampleSource = sources.some((source) => source.name === 'demo');
  if (hasSampleSource) {
    // A metric a real source has given figures of is that source's, this time or before: a source that failed or lost its
    // grant leaves its days empty rather than filled with a made-up site's figures.
    const { rows: real } = await app.pool.query<{ metric: string }>(`SELECT DISTINCT metric FROM campaign_metrics WHERE domain_id = $1 AND origin <> 'sample'`, [domain.id]);
    const known = new Set([...gathered.flatMap(({ figures }) => figures.map(({ metric }) => metric)), ...real.map(({ metric }) => metric)]);
    for (const sample of sampleFigures(domain.domain, range)) gathered.push({ ...sample, figures: sample.figures.filter(({ metric }) => !known.has(metric)) });
  }
  let lastCheck: SiteCheckRecord | null = null;
  if (settings.checks) {
    const result = await checkSite(domain.domain, settings.checks);
    lastCheck = { status: result.status, problem: result.problem, checkedAt: now.toISOString() };
    if (result.conclusive) gathered.push(checkFigures(result, today));
  }

  // Today's sessions or clicks so far are not a day's: counted as one, they would pull the window's mean down by up to a
  // day's share. A flow's day is kept once it is over; a level (a rating, a position, a site check) is today's as read.
  const figures = gathered.flatMap(({ origin, figures: list }) => list.filter(({ metric, day }) => day < today || campaignMetricOf(metric).kind !== 'flow').map((figure) => ({ ...figure, origin })));
  await app.pool.query(
    `INSERT INTO campaign_metrics (domain_id, metric, day, value, origin)
     SELECT $1, metric, day::date, value, origin FROM unnest($2::text[], $3::text[], $4::float8[], $5::text[]) AS t(metric, day, value, origin)
     ON CONFLICT (domain_id, metric, day) DO UPDATE SET value = EXCLUDED.value, origin = EXCLUDED.origin WHERE EXCLUDED.origin <> 'sample'`,
    [domain.id, figures.map((f) => f.metric), figures.map((f) => f.day), figures.map((f) => f.value), figures.map((f) => f.origin)],
  );
  await app.pool.query(`UPDATE campaign_domains SET collected_on = $2, collected_at = $3, last_check = COALESCE($4::jsonb, last_check) WHERE id = $1`, [
    domain.id,
    today,
    now,
    lastCheck ? JSON.stringify(lastCheck) : null,
  ]);
  await app.pool.query(`DELETE FROM campaign_metrics WHERE domain_id = $1 AND day < $2`, [domain.id, oldest]);
  return true;
}
