import { answerFakeConsent, connectThroughFakeConsent } from '../helpers/fake-consent.js';
import { ALEX } from '../helpers/google-sandbox.js';
import { COMPARE, RANGE, sandboxProduct } from '../helpers/sandbox-product.js';
import { expectTemplateShowsData } from '../helpers/template-data.js';

const product = sandboxProduct();
const { widgetData } = product;
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(async () => {
  for (const fake of ['serpstat', 'rankranger', 'seranking', 'accuranker']) await client.post(`/sandbox/${fake}/control/reset`);
});

const SAM = 'sam.lee@northwind-coffee.example';
type TokenType = 'serpstat' | 'rankranger' | 'seranking';

async function sourceTypes() {
  return (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean; credentials: string; sandbox: { account: string; token: string } | null }>;
}
const sources = async () =>
  (await client.get('/api/sources')).json().data as Array<{ id: number; name: string; account: string; invalid: boolean; properties: Array<{ id: string; name: string; group: string | null }> }>;
const sourceOf = async (id: number) => (await sources()).find((entry) => entry.id === id)!;

/** A token source connected with what the connect form offers in sandbox mode. */
async function connected(type: TokenType): Promise<number> {
  const offered = (await sourceTypes()).find((entry) => entry.type === type)!.sandbox!;
  const answer = await client.post('/api/sources', { kind: 'token', name: type, ...offered });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

/** An AccuRanker source: its account typed in the form, then the fake's consent page answered as `user`. */
async function accuRankerRedirect(account: string): Promise<string> {
  const answer = await client.post('/api/sources', { kind: 'oauth', name: 'accuranker', account });
  expect(answer.statusCode).toBe(200);
  return answer.json().redirect;
}

describe('the Serpstat, Rank Ranger, SE Ranking and AccuRanker sources through the product, on the sandbox', () => {
  it('lists them as available, offering sandbox credentials made for the company', async () => {
    const types = await sourceTypes();
    const entry = (type: string) => types.find((candidate) => candidate.type === type)!;
    for (const type of ['serpstat', 'rankranger', 'seranking', 'accuranker']) expect(entry(type).available).toBe(true);
    expect(entry('serpstat').sandbox).toEqual({ account: 'acme-outdoor.com, northwind-coffee.com', token: expect.stringMatching(/^sst/) });
    expect(entry('rankranger').sandbox).toEqual({ account: 'Acme Agency', token: expect.stringMatching(/^rr/) });
    expect(entry('seranking').sandbox?.token).toMatch(/^ser/);
    expect(entry('accuranker')).toMatchObject({ credentials: 'account_oauth', sandbox: { account: 'Acme Agency', token: '' } });
  });

  it('tries each key before storing it: a wrong one is a 422 on the token and nothing is stored', async () => {
    const before = (await sources()).length;
    for (const [type, account, label] of [
      ['serpstat', 'acme-outdoor.com', 'Serpstat'],
      ['rankranger', 'Agency', 'Rank Ranger'],
      ['seranking', 'Agency', 'SE Ranking'],
    ] as const) {
      const answer = await client.post('/api/sources', { kind: 'token', name: type, account, token: 'made-up-key' });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.token).toEqual([expect.stringMatching(new RegExp(`^${label} refused these credentials\\. ${label}: Invalid`))]);
    }
    const noDomain = await client.post('/api/sources', { kind: 'token', name: 'serpstat', account: 'not a domain', token: 'x' });
    expect(noDomain.statusCode).toBe(422);
    expect(noDomain.json().errors).toHaveProperty('account');
    expect(await sources()).toHaveLength(before);

    // A new key is tried the same way: a wrong one leaves the stored one in place.
    const id = await connected('seranking');
    const replaced = await client.request('PUT', `/api/sources/${id}`, { account: 'Acme Agency', token: 'made-up-key' });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().errors.token).toEqual(['SE Ranking refused these credentials. SE Ranking: Invalid API key']);
    expect((await client.get(`/api/sources/${id}/property`)).json().data).toHaveLength(2);
  });

  it('connects Serpstat on its domains, feeds widgets, and keeps the source valid when the credits run out', async () => {
    const id = await connected('serpstat');
    expect((await sourceOf(id)).properties.map((property) => property.id)).toEqual(['acme-outdoor.com', 'northwind-coffee.com']);
    const byDate = (await widgetData('serpstat', id, { property: 'acme-outdoor.com', metrics: ['visibility', 'organicTraffic'], dimension: 'date' })).json().data;
    expect(byDate.errors).toEqual([]);
    expect(byDate.rows).toHaveLength(31);
    expect(byDate.totals['A:organicTraffic']).toBeGreaterThan(0);
    // Levels are read as of the range's end, not added up over its days.
    expect(byDate.totals['A:organicTraffic']).toBe(byDate.rows.at(-1).values['A:organicTraffic']);

    await client.post('/sandbox/serpstat/control', { switch: 'out_of_credits', on: true });
    const spent = (await widgetData('serpstat', id, { property: 'northwind-coffee.com', metrics: ['visibility'] })).json().data;
    expect(spent.errors).toEqual([expect.objectContaining({ kind: 'quota', message: expect.stringContaining('credits') })]);
    expect((await sourceOf(id)).invalid).toBe(false);
  });

  it('connects Rank Ranger and SE Ranking on their projects, and marks one invalid when its key is revoked', async () => {
    const rankRanger = await connected('rankranger');
    expect((await sourceOf(rankRanger)).properties).toEqual([
      { id: '870112', name: 'Acme Outdoor', group: 'acme-outdoor.com' },
      { id: '870245', name: 'Helix CRM', group: 'helixcrm.io' },
    ]);
    const seRanking = await connected('seranking');
    expect((await client.get(`/api/sources/${seRanking}/searchEngine?property=11695244`)).json().data).toEqual([
      { value: '4410021', label: 'Google United States' },
      { value: '4410022', label: 'Google Canada' },
    ]);
    const data = (await widgetData('seranking', seRanking, { property: '11695244', metrics: ['averagePosition', 'rankedKeywords'], dimension: 'keyword' })).json().data;
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(20);
    expect(data.totals['A:averagePosition']).toBeGreaterThan(1);

    await client.post('/sandbox/rankranger/control', { switch: 'revoked', on: true });
    const revoked = (await widgetData('rankranger', rankRanger, { property: '870112', metrics: ['averagePosition'] }, COMPARE)).json().data;
    expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sourceOf(rankRanger)).invalid).toBe(true);
  });

  it('connects AccuRanker for the typed account through its consent page, and refuses an account the user cannot open', async () => {
    const id = await connectThroughFakeConsent(client, await accuRankerRedirect('acme agency'), ALEX);
    const source = await sourceOf(id);
    expect(source).toMatchObject({ name: 'accuranker', account: 'Acme Agency', invalid: false });
    expect(source.properties).toEqual([
      { id: '149964', name: 'Acme Outdoor', group: 'Acme Outdoor' },
      { id: '151877', name: 'Helix CRM', group: 'Helix CRM' },
    ]);
    expect((await client.get(`/api/sources/${id}/country?property=149964`)).json().data).toEqual([
      { value: 'US', label: 'United States' },
      { value: 'GB', label: 'United Kingdom' },
    ]);

    const before = (await sources()).length;
    const back = await answerFakeConsent(await accuRankerRedirect('Acme Agency'), { decision: 'allow', account: SAM });
    const refused = await client.get(`${back.pathname}${back.search}`, { headers: { accept: 'text/html' } });
    const landed = new URL(refused.headers.location as string, back.origin);
    expect(landed.searchParams.get('error')).toBe('AccuRanker: the user who authorised has no account named "Acme Agency" (theirs: Northwind Coffee).');
    expect(await sources()).toHaveLength(before);

    // Re-authorising keeps the source's account.
    const again = await client.request('PUT', `/api/sources/${id}`, { reauthorize: true });
    expect(await connectThroughFakeConsent(client, again.json().redirect, ALEX)).toBe(id);
    expect((await sourceOf(id)).account).toBe('Acme Agency');
  });

  it('creates the SEO overview and keyword rankings dashboards of each, whose widgets all show data', async () => {
    const templates = (await client.get('/api/dashboards/templates')).json().data as Array<{ id: string; name: string; sourceType: string }>;
    for (const [type, tool] of [
      ['serpstat', 'Serpstat'],
      ['rankranger', 'Rank Ranger'],
      ['seranking', 'SE Ranking'],
      ['accuranker', 'AccuRanker'],
    ]) {
      expect(templates.filter((template) => template.sourceType === type).map((template) => template.name)).toEqual([`${tool} SEO overview`, `${tool} keyword rankings`]);
    }
    const targets = [
      { type: 'serpstat', sourceId: await connected('serpstat'), property: 'acme-outdoor.com' },
      { type: 'rankranger', sourceId: await connected('rankranger'), property: '870112' },
      { type: 'seranking', sourceId: await connected('seranking'), property: '11702310' },
      { type: 'accuranker', sourceId: await connectThroughFakeConsent(client, await accuRankerRedirect('Acme Agency'), ALEX), property: '149964' },
    ];
    for (const { type, sourceId, property } of targets) {
      for (const template of [`${type}-seo-overview`, `${type}-keyword-rankings`]) await expectTemplateShowsData(client, { template, sourceId, property }, RANGE);
    }
  });
});
