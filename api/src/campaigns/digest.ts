import type { FastifyInstance } from 'fastify';
import { campaignMetricOf, type CampaignMetricId } from '@pulseboard/shared/contracts';
import type { MailMessage } from '../plugins/app/mailer.js';

/** A digest names at most this many alerts per domain ("one e-mail a day, at most N alerts per domain"): the rest are one click away. */
const DIGEST_ALERTS_PER_DOMAIN = 3;

interface DigestAlert {
  campaign_id: number;
  campaign_name: string;
  domain: string;
  metric: CampaignMetricId;
  state: 'alerting' | 'recovered';
  change: number | null;
  value: number | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function lineOf(alert: DigestAlert): string {
  const metric = campaignMetricOf(alert.metric).label;
  const moved = alert.change === null ? `at ${alert.value ?? '–'}` : `${alert.change > 0 ? '+' : ''}${alert.change} %`;
  return `${alert.domain}: ${metric} ${moved}${alert.state === 'recovered' ? ' (recovered)' : ''}`;
}

/** The company's alerts worth a line today: firing and not snoozed, or recovered; at most N per domain, firing first. */
async function alertsOf(app: FastifyInstance, companyId: number, today: string): Promise<DigestAlert[]> {
  const { rows } = await app.pool.query<DigestAlert>(
    `SELECT c.id AS campaign_id, c.name AS campaign_name, d.domain, r.metric, a.state, a.change, a.value
       FROM campaign_alerts a
       JOIN campaign_alert_rules r ON r.id = a.rule_id
       JOIN campaign_domains d ON d.id = a.domain_id
       JOIN campaigns c ON c.id = d.campaign_id
      WHERE c.company_id = $1 AND a.state IN ('alerting', 'recovered')
        AND NOT (a.state = 'alerting' AND EXISTS (
          SELECT 1 FROM campaign_snoozes s WHERE s.domain_id = a.domain_id AND (s.rule_id IS NULL OR s.rule_id = a.rule_id)
             AND s.ended_at IS NULL AND (s.until IS NULL OR s.until >= $2)))
      ORDER BY c.name, d.domain, a.state, r.id`,
    [companyId, today],
  );
  const perDomain = new Map<string, number>();
  return rows.filter((row) => {
    const key = `${row.campaign_id}:${row.domain}`;
    const count = (perDomain.get(key) ?? 0) + 1;
    perDomain.set(key, count);
    return count <= DIGEST_ALERTS_PER_DOMAIN;
  });
}

function digestEmail(to: string, companyName: string, alerts: readonly DigestAlert[], appUrl: string, day: string): MailMessage {
  const groups = new Map<number, { name: string; lines: string[] }>();
  for (const alert of alerts) {
    const group = groups.get(alert.campaign_id) ?? { name: alert.campaign_name, lines: [] };
    group.lines.push(lineOf(alert));
    groups.set(alert.campaign_id, group);
  }
  const firing = alerts.filter((alert) => alert.state === 'alerting').length;
  const subject = `Mission Control, ${day}: ${firing} alert${firing === 1 ? '' : 's'} firing`;
  const text = [
    `${companyName}: Mission Control for ${day}`,
    ...[...groups].flatMap(([id, group]) => ['', `${group.name} (${appUrl}/groups/${id})`, ...group.lines.map((line) => `- ${line}`)]),
    '',
    'Snooze what you already know from the group’s page.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2430">
<h1 style="font-size:18px">${escapeHtml(companyName)}: Mission Control for ${day}</h1>
${[...groups]
  .map(
    ([id, group]) =>
      `<h2 style="font-size:15px"><a href="${escapeHtml(`${appUrl}/groups/${id}`)}">${escapeHtml(group.name)}</a></h2><ul>${group.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p>Snooze what you already know from the group’s page.</p></body></html>`;
  return { to, subject, text, html };
}

/**
 * The day's digest for each user of a company, sent at most once per user
 * and day: the day is claimed in the database before the e-mail goes out,
 * so a job run twice (a retry, a second worker) finds it claimed. A day
 * with nothing to say is claimed and sends nothing. Returns the e-mails sent.
 */
export async function sendDigests(app: FastifyInstance, companyId: number, day: string): Promise<number> {
  const { rows: company } = await app.pool.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
  if (!company[0]) return 0;
  const alerts = await alertsOf(app, companyId, day);
  const { rows: users } = await app.pool.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE company_id = $1 AND (invited_at IS NULL OR password_hash IS NOT NULL) ORDER BY id', [
    companyId,
  ]);
  let sent = 0;
  for (const user of users) {
    const claimed = await app.pool.query('INSERT INTO campaign_digests (user_id, day, alerts) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id', [user.id, day, alerts.length]);
    if (claimed.rowCount === 0 || alerts.length === 0) continue;
    await app.mailer.send(digestEmail(user.email, company[0].name, alerts, app.config.appUrl, day));
    await app.pool.query('UPDATE campaign_digests SET sent_at = now() WHERE user_id = $1 AND day = $2', [user.id, day]);
    sent += 1;
  }
  return sent;
}
