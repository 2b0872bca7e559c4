import { LOOPBACK_DNS_TIMEOUT_MS, startDnsServer, type DnsServer } from '../helpers/dns-server.js';
import { expectTemplateShowsData } from '../helpers/template-data.js';
import { COMPARE, RANGE, sandboxProduct } from '../helpers/sandbox-product.js';

let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.zone.set('shop.acme-internal.test', { A: ['10.20.30.40'] });
});
afterAll(() => dns.close());

const product = sandboxProduct(() => ({ DNS_SERVERS: dns.address, DNS_TIMEOUT_MS: LOOPBACK_DNS_TIMEOUT_MS }));
const { widgetData } = product;
let client: typeof product.client;
beforeAll(() => {
  client = product.client;
});
afterEach(() => client.post('/sandbox/woocommerce/control/reset'));

/** What the connect form offers in sandbox mode: the fake store's address, and this company's keys as "key|secret". */
async function sandboxStore(): Promise<{ account: string; token: string }> {
  const types = (await client.get('/api/configs/sources')).json().data as Array<{ type: string; available: boolean; sandbox: { account: string; token: string } | null }>;
  const entry = types.find((type) => type.type === 'woocommerce');
  expect(entry?.available).toBe(true);
  expect(types.find((type) => type.type === 'facebook')?.sandbox).toBeNull();
  return entry!.sandbox!;
}

const sourcesCount = async () => (await client.get('/api/sources')).json().data.length;

async function connected(): Promise<number> {
  const answer = await client.post('/api/sources', { kind: 'token', name: 'woocommerce', ...(await sandboxStore()) });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

describe('WooCommerce through the product, on the sandbox', () => {
  it('connects a store with its key and secret, tried first, with the store listed as its property', async () => {
    const store = await sandboxStore();
    expect(store.account).toMatch(/\/sandbox\/woocommerce\/stores\/acme-outdoor$/);
    const answer = await client.post('/api/sources', { kind: 'token', name: 'woocommerce', ...store });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ name: 'woocommerce', account: store.account, invalid: false, properties: [{ id: 'store', group: 'USD' }] });
    expect(JSON.stringify((await client.get('/api/sources')).json())).not.toContain(store.token.split('|')[1]);
  });

  it('refuses, storing nothing, a wrong secret, a private address, plain http and a page that is not a store', async () => {
    const store = await sandboxStore();
    const before = await sourcesCount();
    const attempt = (account: string, token = store.token) => client.post('/api/sources', { kind: 'token', name: 'woocommerce', account, token });

    const wrongSecret = await attempt(store.account, `${store.token.split('|')[0]}|cs_0000`);
    expect(wrongSecret.statusCode).toBe(422);
    expect(wrongSecret.json().errors).toEqual({ token: ['WooCommerce refused these credentials. WooCommerce: Consumer secret is invalid. (woocommerce_rest_authentication_error)'] });

    const internal = await attempt('https://shop.acme-internal.test');
    expect(internal.statusCode).toBe(422);
    expect(internal.json().errors).toEqual({
      account: ['WooCommerce could not be read there. The store could not be read: shop.acme-internal.test points to a private or local address, which is never fetched.'],
    });
    // The product's own address outside the fake stores is as private as any other.
    const ownApi = await attempt(store.account.replace('/sandbox/woocommerce/stores/acme-outdoor', '/api'));
    expect(ownApi.json().errors.account).toEqual(['WooCommerce could not be read there. The store could not be read: Only https addresses are fetched, not http.']);
    const notAStore = await attempt(store.account.replace('acme-outdoor', 'nothing-here'));
    expect(notAStore.json().errors.account).toEqual(['WooCommerce could not be read there. The store answered 404.']);
    expect(await sourcesCount()).toBe(before);
  });

  it('feeds widgets in the store currency, marks the source invalid when its keys are revoked, and keeps it through an outage', async () => {
    const id = await connected();
    const { data } = (await widgetData('woocommerce', id, { property: 'store', metrics: ['sales', 'orders', 'averageOrderValue'], dimension: 'date' })).json();
    expect(data.errors).toEqual([]);
    expect(data.rows).toHaveLength(31);
    expect(data.columns.find((column: { key: string }) => column.key === 'A:sales')).toMatchObject({ format: 'money', currency: 'USD' });
    const sum = (key: string) => data.rows.reduce((total: number, row: { values: Record<string, number> }) => total + row.values[key]!, 0);
    expect(data.totals['A:averageOrderValue']).toBeCloseTo(sum('A:sales') / sum('A:orders'), 6);

    await client.post('/sandbox/woocommerce/control', { switch: 'server_error', on: true });
    const outage = (await widgetData('woocommerce', id, { property: 'store', metrics: ['orders'], dimension: 'country' })).json().data;
    expect(outage.errors).toEqual([expect.objectContaining({ kind: 'provider' })]);
    expect((await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id).invalid).toBe(false);

    await client.post('/sandbox/woocommerce/control/reset');
    await client.post('/sandbox/woocommerce/control', { account: 'acme-outdoor', switch: 'revoked', on: true });
    const revoked = (await widgetData('woocommerce', id, { property: 'store', metrics: ['orders'], dimension: 'status' }, COMPARE)).json().data;
    expect(revoked.errors).toEqual([expect.objectContaining({ kind: 'source_invalid' })]);
    expect((await client.get('/api/sources')).json().data.find((entry: { id: number }) => entry.id === id).invalid).toBe(true);
  });

  it('creates a dashboard from the WooCommerce template whose widgets all show data', async () => {
    await expectTemplateShowsData(client, { template: 'woocommerce-sales', sourceId: await connected(), property: 'store' }, RANGE);
  });
});
