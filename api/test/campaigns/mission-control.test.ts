import { addDays, todayIn } from '@pulseboard/shared/dates';
import type { CampaignView, DomainView } from '@pulseboard/shared/contracts';
import { sendDigests } from '../../src/campaigns/digest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { PASSWORD, createCompany, createUser } from '../helpers/factories.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const TODAY = () => todayIn('UTC');

describe('Mission Control: figures, alerts, snoozes and digests', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let companyId: number;
  let groupId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, CAMPAIGN_CHECKS: '0' } });
    companyId = await createCompany(t.app, 'Watchers');
    const adminUser = await createUser(t.app, { companyId, role: 'admin', name: 'Ada Admin' });
    const memberUser = await createUser(t.app, { companyId, role: 'member', name: 'Max Member' });
    admin = t.client();
    await admin.signIn(adminUser.email, PASSWORD);
    member = t.client();
    await member.signIn(memberUser.email, PASSWORD);
    const otherCompany = await createCompany(t.app, 'Others');
    const otherUser = await createUser(t.app, { companyId: otherCompany, role: 'admin' });
    stranger = t.client();
    await stranger.signIn(otherUser.email, PASSWORD);

    groupId = (await admin.post('/api/campaigns', { name: 'Retail' })).json().data.id;
    for (const domain of ['alpha-shoes.com', 'beta-coffee.com', 'gamma-dental.com', 'delta-tents.com']) {
      expect((await member.post(`/api/campaigns/${groupId}/domains`, { domain })).statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const view = async (days = 7, client = member): Promise<CampaignView> => {
    const response = await client.get(`/api/campaigns/${groupId}/view?days=${days}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const domainIn = (shown: CampaignView, name: string): DomainView => {
    const found = shown.domains.find((domain) => domain.domain === name);
    if (!found) throw new Error(`${name} is not shown`);
    return found;
  };
  /** The domain's sessions over its last 7 days cut to a share of what they were: a real fall in traffic. */
  async function cutSessions(domain: string, share: number) {
    await t.app.pool.query(
      `UPDATE campaign_metrics m SET value = round(value * $2) FROM campaign_domains d
        WHERE d.id = m.domain_id AND d.domain = $1 AND m.metric = 'sessions' AND m.day > $3`,
      [domain, share, addDays(TODAY(), -7)],
    );
  }

  it('starts a group with the default rules and the sample data, so a new domain shows 60 days of figures at once', async () => {
    const sources = (await admin.get('/api/sources')).json().data;
    expect(sources).toEqual([expect.objectContaining({ name: 'demo' })]);
    const shown = await view(7);
    expect(shown.asOf).toBe(TODAY());
    expect(shown.rules.map((rule) => rule.metric)).toEqual(['sessions', 'clicks', 'position', 'uptime', 'tlsDaysLeft']);
    expect(shown.metrics).toEqual(['sessions', 'users', 'conversions', 'clicks', 'impressions', 'ctr', 'position', 'domainRating', 'backlinks']);
    const alpha = domainIn(shown, 'alpha-shoes.com');
    expect(alpha.cells.sessions).toMatchObject({ origin: 'sample' });
    expect(alpha.cells.sessions?.series).toHaveLength(7);
    expect(alpha.cells.sessions?.value).toBeGreaterThan(0);
    expect(typeof alpha.cells.sessions?.change).toBe('number');
    expect(alpha.collectedAt).not.toBeNull();
    const { rows } = await t.app.pool.query<{ days: number }>(
      `SELECT count(DISTINCT day)::int AS days FROM campaign_metrics m JOIN campaign_domains d ON d.id = m.domain_id WHERE d.domain = 'alpha-shoes.com'`,
    );
    // Two 30-day windows; today's traffic is not stored until the day is over, its levels (the rating) are.
    expect(rows[0]?.days).toBe(60);
    expect(domainIn(await view(30), 'alpha-shoes.com').cells.sessions?.series).toHaveLength(30);
    // A hand-edited window falls back to 7 days rather than failing.
    expect((await member.get(`/api/campaigns/${groupId}/view?days=12`)).json().data.days).toBe(7);
  });

  it('turns a domain alerting when its traffic falls alone, ranks it first and counts it in the list', async () => {
    // A fall deep enough to stand out whatever the sample data's own swings that day (the group's spread is robust: one outlier does not widen it).
    await cutSessions('gamma-dental.com', 0.2);
    expect((await member.post(`/api/campaigns/${groupId}/collect`)).statusCode).toBe(204);
    const shown = await view(7);
    expect(shown.domains[0]?.domain).toBe('gamma-dental.com');
    const gamma = domainIn(shown, 'gamma-dental.com');
    expect(gamma.state).toBe('alerting');
    expect(gamma.scope).toBe('domain-only');
    expect(gamma.cells.sessions?.change).toBeLessThan(-50);
    // Its change stands furthest from the group's on the metrics the rules watch.
    for (const other of shown.domains.slice(1)) expect(gamma.unusual).toBeGreaterThan(other.unusual);
    const sessions = gamma.alerts.find((alert) => alert.metric === 'sessions');
    expect(sessions).toMatchObject({ state: 'alerting', scope: 'domain-only' });
    expect(domainIn(shown, 'alpha-shoes.com').alerts.find((alert) => alert.metric === 'sessions')?.state).toBe('ok');
    // Without site checks the uptime rule has nothing to judge; that does not hide the other states.
    expect(domainIn(shown, 'alpha-shoes.com').alerts.find((alert) => alert.metric === 'uptime')?.state).toBe('no_data');
    expect(domainIn(shown, 'alpha-shoes.com').state).toBe('ok');

    const [summary] = (await member.get('/api/campaigns')).json().data;
    expect(summary).toMatchObject({ alertingCount: 1, worstChange: { domain: 'gamma-dental.com', metric: 'sessions' } });
    const listed = (await member.get('/api/campaigns/alerts')).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ domain: 'gamma-dental.com', metric: 'sessions', state: 'alerting', campaignName: 'Retail' }));
  });

  it('calls a fall across most of the group group-wide', async () => {
    for (const domain of ['alpha-shoes.com', 'beta-coffee.com', 'delta-tents.com']) await cutSessions(domain, 0.4);
    await member.post(`/api/campaigns/${groupId}/collect`);
    const shown = await view(7);
    expect(domainIn(shown, 'alpha-shoes.com').scope).toBe('group-wide');
    expect(domainIn(shown, 'gamma-dental.com').scope).toBe('group-wide');
  });

  it('snoozes an alert with who and why, ends it on request, and refuses bad snoozes with per-field messages', async () => {
    const gamma = domainIn(await view(), 'gamma-dental.com');
    const ruleId = gamma.alerts.find((alert) => alert.metric === 'sessions')?.ruleId;
    const missingDays = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'days' });
    expect(missingDays.statusCode).toBe(422);
    expect(missingDays.json().errors).toEqual({ days: ['Give the number of days.'] });
    const past = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'until', until: addDays(TODAY(), -1) });
    expect(past.json().errors).toEqual({ until: ['The snooze must end today or later.'] });
    expect((await stranger.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'recovered' })).statusCode).toBe(404);

    const snoozed = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'days', days: 3, reason: 'Site migration, client told us' });
    expect(snoozed.statusCode).toBe(201);
    expect(snoozed.json().data).toMatchObject({ until: addDays(TODAY(), 2), by: 'Max Member', reason: 'Site migration, client told us', untilRecovered: false });
    const alert = domainIn(await view(), 'gamma-dental.com').alerts.find((candidate) => candidate.ruleId === ruleId);
    expect(alert).toMatchObject({ state: 'snoozed', snooze: { by: 'Max Member' } });
    expect((await member.get('/api/campaigns')).json().data[0].alertingCount).toBe(3);

    // Snoozing the same alert again replaces its snooze: one each, however often asked; and a date is held to 90 days as a number is.
    const again = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'days', days: 5, reason: 'Migration runs longer' });
    expect(again.statusCode).toBe(201);
    const snoozesOfGamma = async () => (await t.app.pool.query('SELECT id FROM campaign_snoozes WHERE domain_id = $1', [gamma.id])).rows;
    expect(await snoozesOfGamma()).toEqual([{ id: again.json().data.id }]);
    const tooLong = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'until', until: addDays(TODAY(), 90) });
    expect(tooLong.json().errors).toEqual({ until: ['Snooze for at most 90 days.'] });
    expect((await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'until', until: addDays(TODAY(), 89) })).statusCode).toBe(201);
    const latest = domainIn(await view(), 'gamma-dental.com').alerts.find((candidate) => candidate.ruleId === ruleId)?.snooze;
    expect(latest).toMatchObject({ until: addDays(TODAY(), 89) });

    const snoozeId = latest?.id;
    expect((await stranger.request('DELETE', `/api/campaigns/${groupId}/snoozes/${snoozeId}`)).statusCode).toBe(404);
    expect((await member.request('DELETE', `/api/campaigns/${groupId}/snoozes/${snoozeId}`)).statusCode).toBe(204);
    expect(domainIn(await view(), 'gamma-dental.com').alerts.find((candidate) => candidate.ruleId === ruleId)?.state).toBe('alerting');
  });

  it('ends snoozes by themselves: after their last day, and early when the fall deepens by the further amount', async () => {
    const gamma = domainIn(await view(), 'gamma-dental.com');
    const ruleId = gamma.alerts.find((alert) => alert.metric === 'sessions')?.ruleId;
    const expired = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, ruleId, mode: 'until', until: TODAY() });
    await t.app.pool.query('UPDATE campaign_snoozes SET until = $2 WHERE id = $1', [expired.json().data.id, addDays(TODAY(), -1)]);
    expect(domainIn(await view(), 'gamma-dental.com').state).toBe('alerting');

    const watched = await member.post(`/api/campaigns/${groupId}/snoozes`, { domainId: gamma.id, mode: 'days', days: 30, wakeBy: 10 });
    expect(domainIn(await view(), 'gamma-dental.com').snooze).toMatchObject({ wakeBy: 10, ruleId: null });
    await cutSessions('gamma-dental.com', 0.3);
    await member.post(`/api/campaigns/${groupId}/collect`);
    const { rows } = await t.app.pool.query<{ ended_because: string }>('SELECT ended_because FROM campaign_snoozes WHERE id = $1', [watched.json().data.id]);
    expect(rows[0]?.ended_because).toBe('worsened');
    expect(domainIn(await view(), 'gamma-dental.com').state).toBe('alerting');
  });

  it('lets admins replace the rules, keeping unchanged ones and their alerts; members may not; bad rules get per-field messages', async () => {
    const before = (await view()).rules;
    const kept = before.slice(0, 2).map(({ id: _id, ...rule }) => rule);
    const rules = [...kept, { kind: 'floor', metric: 'domainRating', floor: 40 }];
    expect((await member.put(`/api/campaigns/${groupId}/rules`, { rules })).statusCode).toBe(403);
    const invalid = await admin.put(`/api/campaigns/${groupId}/rules`, { rules: [{ kind: 'change', metric: 'sessions', percent: 0, window: 14 }] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ 'rules.0.percent': ['The change is at least 1 %.'], 'rules.0.window': ['The window is 7 or 30 days.'] });
    const replaced = await admin.put(`/api/campaigns/${groupId}/rules`, { rules });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json().data;
    expect(after.slice(0, 2).map((rule: { id: number }) => rule.id)).toEqual(before.slice(0, 2).map((rule) => rule.id));
    expect(after[2]).toMatchObject({ kind: 'floor', metric: 'domainRating', floor: 40 });
    // The new floor judges the figures already gathered at once: gamma's domain rating (about 32) is under it without another gathering.
    const gamma = domainIn(await view(), 'gamma-dental.com');
    expect(gamma.alerts.map((alert) => alert.metric)).toEqual(['sessions', 'clicks', 'domainRating']);
    // A floor's alert gives the figure under it, and no change.
    expect(gamma.alerts.find((alert) => alert.metric === 'domainRating')).toMatchObject({ state: 'alerting', value: expect.any(Number), change: null });
    expect((await stranger.put(`/api/campaigns/${groupId}/rules`, { rules })).statusCode).toBe(404);
  });

  it('keeps another company out of the view, the gathering and the alerts', async () => {
    expect((await stranger.get(`/api/campaigns/${groupId}/view`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/campaigns/${groupId}/collect`)).statusCode).toBe(404);
    expect((await stranger.get('/api/campaigns/alerts')).json().data).toEqual([]);
  });

  it('gathers a group on demand three times in ten minutes, then says when to try again; another group has its own count', async () => {
    const fresh = (await admin.post('/api/campaigns', { name: 'Checked often' })).json().data.id as number;
    const other = (await admin.post('/api/campaigns', { name: 'Checked once' })).json().data.id as number;
    for (let check = 0; check < 3; check += 1) expect((await member.post(`/api/campaigns/${fresh}/collect`)).statusCode).toBe(204);
    const refused = await member.post(`/api/campaigns/${fresh}/collect`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await member.post(`/api/campaigns/${other}/collect`)).statusCode).toBe(204);
  });

  it('sends each user one digest a day at most, naming at most three alerts per domain', async () => {
    const before = sink.received.length;
    expect(await sendDigests(t.app, companyId, TODAY())).toBe(2);
    expect(await sendDigests(t.app, companyId, TODAY())).toBe(0);
    const mails = sink.received.slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.raw).toMatch(/Subject: Mission Control, \d{4}-\d{2}-\d{2}: \d+ alerts? firing/);
    expect(mails[0]?.raw).toContain('gamma-dental.com: Sessions');
    const { rows } = await t.app.pool.query<{ sent: number }>('SELECT count(*)::int AS sent FROM campaign_digests WHERE day = $1 AND sent_at IS NOT NULL', [TODAY()]);
    expect(rows[0]?.sent).toBe(2);
  });

  it('queues each domain not gathered on the company’s day, the worker gathers it, and nothing is due again that day', async () => {
    await t.app.pool.query(`UPDATE campaign_domains SET collected_on = $1 WHERE domain = 'beta-coffee.com'`, [addDays(TODAY(), -1)]);
    expect((await t.app.campaigns.queueDue()).domains).toBe(1);
    const collectedOn = async () => (await t.app.pool.query<{ day: string }>(`SELECT to_char(collected_on, 'YYYY-MM-DD') AS day FROM campaign_domains WHERE domain = 'beta-coffee.com'`)).rows[0]?.day;
    const deadline = Date.now() + 15_000;
    while ((await collectedOn()) !== TODAY() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await collectedOn()).toBe(TODAY());
    expect((await t.app.campaigns.queueDue()).domains).toBe(0);
  });
});
