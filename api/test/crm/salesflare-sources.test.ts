import { addDays, todayIn } from '@pulseboard/shared/dates';
import { ALEX } from '../helpers/google-sandbox.js';
import { sandboxProduct } from '../helpers/sandbox-product.js';
import { expectTemplateShowsData } from '../helpers/template-data.js';

const product = sandboxProduct();
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/salesflare/control/reset'));

/** The fake's opportunities move with the clock: the last 30 days always hold some. */
const today = todayIn('UTC');
const RECENT = { startDate: addDays(today, -30), endDate: addDays(today, -1) };
const ACME_TEAM = '4410';

/** What the connect form offers in sandbox mode: a fixture user's e-mail as the account, and this company's API key for them. */
async function sandboxAccount(): Promise<{ account: string; token: string }> {
  const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean; credentials: string; sandbox: { account: string; token: string } | null }>;
  const entry = types.find((type) => type.type === 'salesflare');
  expect(entry).toMatchObject({ available: true, credentials: 'token' });
  return entry!.sandbox!;
}

const sources = async () => (await client.get('/api/sources')).json().data as Array<{ id: number; invalid: boolean; account: string }>;

async function connected(): Promise<number> {
  const answer = await client.post('/api/sources', { kind: 'token', name: 'salesflare', ...(await sandboxAccount()) });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

const widgetData = async (sourceId: number, config: Record<string, unknown>) =>
  (
    await client.post('/api/widgets/data', {
      widget: { instances: [{ id: 'i1', type: 'salesflare', prefix: 'A', sourceId, config: { property: ACME_TEAM, ...config } }] },
      range: RECENT,
      compare: null,
      timezone: 'UTC',
    })
  ).json().data;
const sum = (data: { rows: Array<{ values: Record<string, number> }> }, key: string) => data.rows.reduce((total, row) => total + (row.values[key] ?? 0), 0);

describe('Salesflare through the product, on the sandbox', () => {
  it("connects with the account and API key, tried first, the key's team as its property and the key never shown", async () => {
    const offered = await sandboxAccount();
    expect(offered.account).toBe(ALEX);
    const answer = await client.post('/api/sources', { kind: 'token', name: 'salesflare', ...offered });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ name: 'salesflare', account: ALEX, invalid: false, properties: [{ id: ACME_TEAM, name: 'Acme Agency', group: 'USD' }] });
    expect(JSON.stringify(await sources())).not.toContain(offered.token);
  });

  it('refuses a wrong key with a 422 on the token and stores nothing, at creation and on replacement', async () => {
    const before = (await sources()).length;
    const wrong = await client.post('/api/sources', { kind: 'token', name: 'salesflare', account: ALEX, token: 'sf-not-a-real-key' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ token: ['Salesflare refused these credentials. Salesflare: Bad token'] });
    expect(await sources()).toHaveLength(before);

    const id = await connected();
    const replaced = await client.put(`/api/sources/${id}`, { account: 'someone-else@acme-agency.example', token: 'sf-not-a-real-key' });
    expect(replaced.statusCode).toBe(422);
    expect((await sources()).find((source) => source.id === id)).toMatchObject({ account: ALEX, invalid: false });
  });

  it("fills the option lists and feeds a widget with exact totals in the team's currency", async () => {
    const id = await connected();
    expect((await client.get(`/api/sources/${id}/pipeline`)).json().data.map((option: { label: string }) => option.label)).toEqual(['Sales', 'Partnerships']);
    expect((await client.get(`/api/sources/${id}/stage?pipeline=9101`)).json().data.map((option: { label: string }) => option.label)).toEqual(['Lead', 'Meeting', 'Proposal', 'Won', 'Lost']);
    const data = await widgetData(id, { metrics: ['deals', 'pipelineValue', 'weightedValue', 'wonDeals', 'lostDeals', 'winRate', 'averageDealValue'], dimension: 'date' });
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(30);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:weightedValue')).toMatchObject({ format: 'money', currency: 'USD' });
    expect(data.totals['A:deals']).toBeGreaterThan(50);
    expect(data.totals['A:winRate']).toBeCloseTo((100 * sum(data, 'A:wonDeals')) / (sum(data, 'A:wonDeals') + sum(data, 'A:lostDeals')), 9);
    expect(data.totals['A:averageDealValue']).toBeCloseTo(sum(data, 'A:pipelineValue') / sum(data, 'A:deals'), 9);
  });

  it('keeps a source valid through an outage, and marks it invalid when its key is deleted', async () => {
    const id = await connected();
    await client.post('/sandbox/salesflare/control', { switch: 'server_error', on: true });
    expect((await widgetData(id, { metrics: ['deals'] })).errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await sources()).find((source) => source.id === id)?.invalid).toBe(false);
    await client.post('/sandbox/salesflare/control/reset');
    await client.post('/sandbox/salesflare/control', { account: ALEX, switch: 'revoked', on: true });
    expect((await widgetData(id, { metrics: ['wonDeals'] })).errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await sources()).find((source) => source.id === id)?.invalid).toBe(true);
  });

  it('creates a dashboard from the Salesflare template whose widgets all show data, and lists its widget templates', async () => {
    const widgets = (await client.get('/api/configs/templates')).json().data.map((template: { id: string }) => template.id);
    expect(widgets).toEqual(expect.arrayContaining(['salesflare.won', 'salesflare.stages']));
    await expectTemplateShowsData(client, { template: 'salesflare-pipeline', sourceId: await connected(), property: ACME_TEAM }, RECENT);
  });
});
