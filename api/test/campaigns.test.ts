import { MAX_DOMAINS_PER_CAMPAIGN } from '@pulseboard/shared/contracts';
import { readDomain } from '../src/campaigns/domain-input.js';
import { campaignDomains } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

describe('reading a domain as typed', () => {
  it('keeps the host name of a pasted address, lower-cased, without scheme, path, port or final dot', () => {
    expect(readDomain('https://Shop.Example.com/pricing?x=1#top')).toEqual({ domain: 'shop.example.com' });
    expect(readDomain('  example.co.uk.  ')).toEqual({ domain: 'example.co.uk' });
    expect(readDomain('http://user@www.example.org:8080/')).toEqual({ domain: 'www.example.org' });
  });

  it('refuses what no source or check could reach: IP addresses, private names, unknown suffixes', () => {
    expect(readDomain('192.168.1.10')).toEqual({ problem: 'Enter a domain name, not an IP address.' });
    expect(readDomain('[::1]')).toHaveProperty('problem');
    for (const name of ['localhost', 'intranet.internal', 'example.cmo', 'printer.local']) {
      expect(readDomain(name)).toEqual({ problem: 'Enter a website domain on the public internet, such as example.com.' });
    }
    expect(readDomain('   ')).toEqual({ problem: 'The domain field is required.' });
  });
});

describe('Mission Control groups', () => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    companyId = await createCompany(t.app, 'Watchers');
    const adminUser = await createUser(t.app, { companyId, role: 'admin' });
    const memberUser = await createUser(t.app, { companyId, role: 'member' });
    admin = t.client();
    await admin.signIn(adminUser.email, PASSWORD);
    member = t.client();
    await member.signIn(memberUser.email, PASSWORD);
  });

  afterAll(() => t.close());

  const companyData = async (client: TestClient) => (await client.get('/api/company')).json().data;

  it('lets admins create, rename and delete groups, counted in the company data', async () => {
    expect((await member.post('/api/campaigns', { name: 'Not mine to make' })).statusCode).toBe(403);
    const invalid = await admin.post('/api/campaigns', { name: '   ' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ name: ['The name field is required.'] });

    const created = await admin.post('/api/campaigns', { name: 'Retail clients' });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(group).toMatchObject({ name: 'Retail clients', domainsCount: 0, domains: [] });
    expect((await companyData(member)).campaignsCount).toBe(1);

    expect((await member.put(`/api/campaigns/${group.id}`, { name: 'Renamed by a member' })).statusCode).toBe(403);
    expect((await admin.put(`/api/campaigns/${group.id}`, { name: 'Retail' })).json().data.name).toBe('Retail');
    expect((await member.request('DELETE', `/api/campaigns/${group.id}`)).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/campaigns/${group.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/campaigns/${group.id}`)).statusCode).toBe(404);
    expect((await companyData(admin)).campaignsCount).toBe(0);
  });

  it('adds domains read from what was typed, refuses duplicates and non-public names, and removes them', async () => {
    const group = (await admin.post('/api/campaigns', { name: 'SaaS clients' })).json().data;
    const added = await member.post(`/api/campaigns/${group.id}/domains`, { domain: 'https://WWW.Acme-Analytics.com/blog' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ domain: 'www.acme-analytics.com' });

    const duplicate = await member.post(`/api/campaigns/${group.id}/domains`, { domain: 'www.acme-analytics.com.' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ domain: ['www.acme-analytics.com is already in this group.'] });
    const loopback = await member.post(`/api/campaigns/${group.id}/domains`, { domain: '127.0.0.1' });
    expect(loopback.json().errors).toEqual({ domain: ['Enter a domain name, not an IP address.'] });
    await member.post(`/api/campaigns/${group.id}/domains`, { domain: 'beta.io' });

    const shown = (await member.get(`/api/campaigns/${group.id}`)).json().data;
    expect(shown.domains.map((domain: { domain: string }) => domain.domain)).toEqual(['beta.io', 'www.acme-analytics.com']);
    expect((await member.get('/api/campaigns')).json().data).toEqual([expect.objectContaining({ id: group.id, name: 'SaaS clients', domainsCount: 2 })]);

    const first = shown.domains[0].id;
    expect((await member.request('DELETE', `/api/campaigns/${group.id}/domains/${first}`)).statusCode).toBe(204);
    expect((await member.request('DELETE', `/api/campaigns/${group.id}/domains/${first}`)).statusCode).toBe(404);
    expect((await member.get(`/api/campaigns/${group.id}`)).json().data.domainsCount).toBe(1);
  });

  it(`holds at most ${MAX_DOMAINS_PER_CAMPAIGN} domains per group`, async () => {
    const group = (await admin.post('/api/campaigns', { name: 'Big portfolio' })).json().data;
    await t.app.db.insert(campaignDomains).values(Array.from({ length: MAX_DOMAINS_PER_CAMPAIGN }, (_, index) => ({ campaignId: group.id, domain: `site-${index}.example.com` })));
    const over = await admin.post(`/api/campaigns/${group.id}/domains`, { domain: 'one-more.example.com' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ domain: [`A group may hold at most ${MAX_DOMAINS_PER_CAMPAIGN} domains.`] });
  });
});
