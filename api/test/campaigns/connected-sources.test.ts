import { campaignDomains } from '../../src/db/schema.js';
import { propertyMatches } from '../../src/campaigns/source-figures.js';
import { anyFreePort } from '../../src/lib/ports.js';
import { collectDomain } from '../../src/campaigns/collect-domain.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import type { TestClient } from '../helpers/client.js';
import { PASSWORD, createCompany, createUser } from '../helpers/factories.js';
import { connectThroughConsent } from '../helpers/google-sandbox.js';

describe('matching a domain to a source’s property', () => {
  it('takes Search Console domain and URL-prefix properties of the same site, with or without www', () => {
    const property = (id: string, name = id) => ({ id, name, group: null });
    expect(propertyMatches('google_webmasters', property('sc-domain:acme.com'), 'www.acme.com')).toBe(true);
    expect(propertyMatches('google_webmasters', property('https://www.acme.com/'), 'acme.com')).toBe(true);
    expect(propertyMatches('google_webmasters', property('https://shop.acme.com/'), 'acme.com')).toBe(false);
    expect(propertyMatches('google_webmasters', property('sc-domain:notacme.com'), 'acme.com')).toBe(false);
  });

  it('takes a GA4 property named after the domain', () => {
    expect(propertyMatches('google_analytics', { id: 'properties/1', name: 'acme.com - GA4', group: null }, 'www.acme.com')).toBe(true);
    expect(propertyMatches('google_analytics', { id: 'properties/2', name: 'https://acme.com/ (web)', group: null }, 'acme.com')).toBe(true);
    expect(propertyMatches('google_analytics', { id: 'properties/3', name: 'Acme Outdoor Shop', group: null }, 'acme.com')).toBe(false);
  });
});

describe('a domain known to the company’s connected sources', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    const port = await anyFreePort();
    t = await createTestApp({ env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, CAMPAIGN_CHECKS: '0' } });
    await t.app.listen({ port, host: '127.0.0.1' });
    const user = await createUser(t.app, { companyId: await createCompany(t.app, 'Agency'), role: 'admin' });
    admin = t.client();
    await admin.signIn(user.email, PASSWORD);
  });
  afterAll(() => t.close());

  it('takes its search figures from Search Console and its traffic from GA4, the sample data filling nothing they cover', async () => {
    for (const name of ['google_webmasters', 'google_analytics']) {
      const started = await admin.post('/api/sources', { kind: 'oauth', name });
      const sourceId = await connectThroughConsent(admin, started.json().redirect);
      // The property list a user opens when building a widget, stored with the source.
      expect((await admin.get(`/api/sources/${sourceId}/properties`)).statusCode).toBe(200);
    }
    const group = (await admin.post('/api/campaigns', { name: 'Outdoor' })).json().data;
    // The fixture site lives under .example, which a user could not type; it is the fake's own.
    const [domain] = await t.app.db.insert(campaignDomains).values({ campaignId: group.id, domain: 'acme-outdoor.example' }).returning();
    expect((await admin.post(`/api/campaigns/${group.id}/collect`)).statusCode).toBe(204);
    const shown = (await admin.get(`/api/campaigns/${group.id}/view?days=30`)).json().data;
    const cells = shown.domains.find((candidate: { id: number }) => candidate.id === domain?.id).cells;
    expect(cells.clicks.origin).toBe('google_webmasters');
    expect(cells.position.origin).toBe('google_webmasters');
    expect(cells.ctr.origin).toBe('google_webmasters');
    expect(cells.clicks.value).toBeGreaterThan(0);
    // Search Console's last days are not final yet: missing, not zero.
    expect(cells.clicks.series.at(-1)).toBeNull();
    expect(cells.sessions.origin).toBe('google_analytics');
    expect(cells.sessions.value).toBeGreaterThan(0);
    // Today is not over: its sessions so far are not a day's, which would pull the window's mean down.
    expect(cells.sessions.series.at(-1)).toBeNull();
    expect(cells.sessions.series.at(-2)).toBeGreaterThan(0);
    expect(cells.domainRating.origin).toBe('sample');

    // The GA4 grant is revoked (the source turns invalid, its properties go): two days on, the sample data does not fill the
    // days GA4 could not answer for with a made-up site's traffic, which would swing the week's change.
    const [analytics] = (await t.app.sources.list((await admin.pageConfig()).company!.id)).filter((source) => source.name === 'google_analytics');
    await t.app.sources.markInvalid(analytics!);
    expect(await collectDomain(t.app, domain!.id, { checks: null }, new Date(Date.now() + 2 * 86_400_000))).toBe(true);
    const sampled = await t.app.pool.query("SELECT day FROM campaign_metrics WHERE domain_id = $1 AND metric = 'sessions' AND origin = 'sample'", [domain!.id]);
    expect(sampled.rows).toEqual([]);
    const rating = await t.app.pool.query("SELECT count(*)::int AS days FROM campaign_metrics WHERE domain_id = $1 AND metric = 'domainRating' AND origin = 'sample'", [domain!.id]);
    expect(rating.rows[0].days).toBeGreaterThan(0);
  });
});
