import { todayIn } from '@pulseboard/shared/dates';
import { siteOn } from '../../src/sandbox/seo/site-profile.js';
import { PASSWORD, createUser } from '../helpers/factories.js';
import { RANGE, sandboxProduct } from '../helpers/sandbox-product.js';
import { expectTemplateShowsData } from '../helpers/template-data.js';

const product = sandboxProduct(() => ({ CAMPAIGN_CHECKS: '0' }));
const { widgetData } = product;
const client = () => product.client;
const TYPES = { semrush: 'semrush', ahrefs: 'ahrefs_v3' } as const;
type Fake = keyof typeof TYPES;

afterEach(async () => {
  for (const fake of Object.keys(TYPES)) await client().post(`/sandbox/${fake}/control/reset`);
});

/** What the connect form offers in sandbox mode: the fake's first domains, and this company's API key. */
async function sandboxAccount(type: string): Promise<{ account: string; token: string }> {
  const types = (await client().get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean; account?: string; sandbox: { account: string; token: string } | null }>;
  const entry = types.find((candidate) => candidate.type === type);
  expect(entry).toMatchObject({ available: true, account: 'domains' });
  return entry!.sandbox!;
}

async function connected(fake: Fake): Promise<number> {
  const answer = await client().post('/api/sources', { kind: 'token', name: TYPES[fake], ...(await sandboxAccount(TYPES[fake])) });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

const sourceOf = async (id: number) => (await client().get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id);

describe('Semrush and Ahrefs through the product, on the sandbox', () => {
  it('connects with the domains typed as the account, each a property, the key tried first', async () => {
    for (const type of Object.values(TYPES)) {
      const { token } = await sandboxAccount(type);
      const answer = await client().post('/api/sources', { kind: 'token', name: type, account: ' https://WWW.Acme-Outdoor.com/blog, northwind-coffee.com;acme-outdoor.com ', token });
      expect(answer.statusCode).toBe(201);
      expect(answer.json().data).toMatchObject({
        account: 'www.acme-outdoor.com, northwind-coffee.com, acme-outdoor.com',
        invalid: false,
        properties: [
          { id: 'www.acme-outdoor.com', name: 'www.acme-outdoor.com', group: null },
          { id: 'northwind-coffee.com', name: 'northwind-coffee.com', group: null },
          { id: 'acme-outdoor.com', name: 'acme-outdoor.com', group: null },
        ],
      });
    }
  });

  it('refuses, storing nothing, domains that are not public names and a key the provider does not know', async () => {
    const before = (await client().get('/api/sources')).json().data.length;
    const { token } = await sandboxAccount('semrush');
    const local = await client().post('/api/sources', { kind: 'token', name: 'semrush', account: 'acme.com, intranet.local', token });
    expect(local.statusCode).toBe(422);
    expect(local.json().errors).toEqual({ account: ['intranet.local: Enter a website domain on the public internet, such as example.com.'] });
    const wrongKey = await client().post('/api/sources', { kind: 'token', name: 'ahrefs_v3', account: 'acme.com', token: 'not-a-key' });
    expect(wrongKey.json().errors).toEqual({ token: ['Ahrefs refused these credentials. Ahrefs: Invalid API key'] });
    expect((await client().get('/api/sources')).json().data.length).toBe(before);
  });

  it('creates the SEO overview and keyword rankings dashboards of each tool, every widget showing data', async () => {
    for (const fake of Object.keys(TYPES) as Fake[]) {
      const sourceId = await connected(fake);
      await expectTemplateShowsData(client(), { template: `${fake}-seo-overview`, sourceId, property: 'acme-outdoor.com' }, RANGE);
      await expectTemplateShowsData(client(), { template: `${fake}-keyword-rankings`, sourceId, property: 'acme-outdoor.com' }, RANGE);
    }
  });

  it('says when the figures were fetched, and names spent units as a lasting limit without invalidating the source', async () => {
    for (const fake of Object.keys(TYPES) as Fake[]) {
      const id = await connected(fake);
      const before = Date.now();
      const fresh = (await widgetData(TYPES[fake], id, { property: 'acme-outdoor.com', metrics: ['organicTraffic'], dimension: 'date' })).json().data;
      expect(fresh.errors).toEqual([]);
      expect(Date.parse(fresh.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);

      await client().post(`/sandbox/${fake}/control`, { switch: 'out_of_units', on: true });
      const spent = (await widgetData(TYPES[fake], id, { property: 'acme-outdoor.com', metrics: ['referringDomains'] })).json().data;
      expect(spent.errors).toEqual([expect.objectContaining({ kind: 'quota', message: expect.stringContaining('API units are used up') })]);
      expect(spent.fetchedAt).toBeUndefined();
      expect((await sourceOf(id)).invalid).toBe(false);

      await client().post(`/sandbox/${fake}/control/reset`);
      await client().post(`/sandbox/${fake}/control`, { account: 'northwind-coffee.com', switch: 'revoked', on: true });
      const revoked = (await widgetData(TYPES[fake], id, { property: 'northwind-coffee.com', metrics: ['organicKeywords'] })).json().data;
      expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
      expect((await sourceOf(id)).invalid).toBe(true);
    }
  });
});

describe('Mission Control with an SEO source of the domain', () => {
  it("takes the domain's rating and backlinks from the SEO source instead of the sample data", async () => {
    const { token } = await sandboxAccount('semrush');
    expect((await client().post('/api/sources', { kind: 'token', name: 'semrush', account: 'helixcrm.io', token })).statusCode).toBe(201);
    // Groups are created by the company's admins.
    const { companyId } = (await client().pageConfig()).user!;
    const admin = product.t.client();
    await admin.signIn((await createUser(product.t.app, { companyId, role: 'admin' })).email, PASSWORD);
    const group = (await admin.post('/api/campaigns', { name: 'SEO clients' })).json().data;
    const added = await admin.post(`/api/campaigns/${group.id}/domains`, { domain: 'https://www.helixcrm.io/' });
    expect(added.statusCode).toBe(201);
    const other = (await admin.post(`/api/campaigns/${group.id}/domains`, { domain: 'elsewhere-shop.com' })).json().data;
    expect((await admin.post(`/api/campaigns/${group.id}/collect`)).statusCode).toBe(204);
    const shown = (await admin.get(`/api/campaigns/${group.id}/view?days=30`)).json().data;
    const cells = shown.domains.find((candidate: { id: number }) => candidate.id === added.json().data.id).cells;
    // Today's figures are Semrush's backlinks overview; the days before, its monthly history.
    const today = siteOn('helixcrm.io', todayIn('UTC'));
    expect(cells.domainRating).toMatchObject({ origin: 'semrush', series: expect.arrayContaining([Math.round(today.authority * 0.9 + 3)]) });
    expect(cells.domainRating.series.at(-1)).toBe(Math.round(today.authority * 0.9 + 3));
    expect(cells.backlinks.origin).toBe('semrush');
    expect(cells.backlinks.series.at(-1)).toBe(today.backlinks);
    expect(cells.backlinks.series.filter((value: number | null) => value !== null)).toHaveLength(30);
    // A domain none of the company's SEO sources has keeps the sample figures.
    expect(shown.domains.find((candidate: { id: number }) => candidate.id === other.id).cells.domainRating.origin).toBe('sample');
  });

  it('takes Ahrefs’ Domain Rating by day, and its backlinks, which have no history, as of today', async () => {
    const { token } = await sandboxAccount('ahrefs_v3');
    expect((await client().post('/api/sources', { kind: 'token', name: 'ahrefs_v3', account: 'bluebird-bakery.co.uk', token })).statusCode).toBe(201);
    const { companyId } = (await client().pageConfig()).user!;
    const admin = product.t.client();
    await admin.signIn((await createUser(product.t.app, { companyId, role: 'admin' })).email, PASSWORD);
    const group = (await admin.post('/api/campaigns', { name: 'Bakeries' })).json().data;
    const added = (await admin.post(`/api/campaigns/${group.id}/domains`, { domain: 'bluebird-bakery.co.uk' })).json().data;
    expect((await admin.post(`/api/campaigns/${group.id}/collect`)).statusCode).toBe(204);
    const { cells } = (await admin.get(`/api/campaigns/${group.id}/view?days=30`)).json().data.domains.find((candidate: { id: number }) => candidate.id === added.id);
    const today = siteOn('bluebird-bakery.co.uk', todayIn('UTC'));
    expect(cells.domainRating.origin).toBe('ahrefs_v3');
    expect(cells.domainRating.series.at(-1)).toBe(today.authority);
    expect(cells.domainRating.series.filter((value: number | null) => value !== null)).toHaveLength(30);
    expect(cells.backlinks.origin).toBe('ahrefs_v3');
    expect(cells.backlinks.series.filter((value: number | null) => value !== null)).toEqual([today.backlinks]);
  });
});
