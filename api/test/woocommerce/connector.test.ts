import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { wooCommerceConnector } from '../../src/connectors/woocommerce/connector.js';
import { storeApi } from '../../src/connectors/woocommerce/store-api.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorContext, type ConnectorResult } from '../../src/connectors/types.js';
import { wooCommerceSandbox, WooCommerceSandboxState, type WooCommerceSwitch } from '../../src/sandbox/woocommerce/index.js';
import { SANDBOX_STORES_PATH, SANDBOX_WOOCOMMERCE_PREFIX } from '../../src/sandbox/woocommerce/paths.js';

const OCTOBER = { startDate: '2025-10-01', endDate: '2025-10-31' };
/** Six months: the store's report groups it by month, so days come from the orders. */
const HALF_YEAR = { startDate: '2025-05-01', endDate: '2025-10-31' };

let app: FastifyInstance;
let state: WooCommerceSandboxState;
let storesUrl: string;

beforeAll(async () => {
  state = new WooCommerceSandboxState();
  app = Fastify();
  await app.register(wooCommerceSandbox, { prefix: SANDBOX_WOOCOMMERCE_PREFIX, state });
  await app.listen({ port: 0, host: '127.0.0.1' });
  storesUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SANDBOX_STORES_PATH}`;
});
afterAll(() => app.close());
afterEach(() => state.reset());

const connector = (ordersPerPage?: number) =>
  wooCommerceConnector({
    get: storeApi({ resolve: async () => [], allowHttp: false, trustedPrefixes: [`${storesUrl}/`], timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 }),
    ordersPerPage,
  });

function context(slug = 'acme-outdoor', keys: Partial<{ consumerKey: string; consumerSecret: string }> = {}): ConnectorContext {
  return { credentials: { ...state.keysFor(null, slug), ...keys }, account: `${storesUrl}/${slug}`, onCredentialsRefreshed: async () => undefined };
}

const query = (metrics: string[], dimension: string | null, range = OCTOBER) => ({
  config: { property: 'store', metrics, ...(dimension ? { dimension } : {}) },
  range,
  timezone: 'UTC',
  realTime: false,
});
const sum = (result: ConnectorResult, metric: string) => result.rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
const switchedOn = (name: WooCommerceSwitch) => state.setSwitch(name, true, {});

describe('woocommerce connector against the fake stores', () => {
  it('lists the store with its currency, and refuses a wrong key or secret as an auth failure', async () => {
    expect(await connector().listProperties(context())).toEqual([{ id: 'store', name: expect.stringMatching(/\/sandbox\/woocommerce\/stores\/acme-outdoor$/), group: 'USD' }]);
    expect((await connector().listProperties(context('northwind-coffee')))[0]?.group).toBe('EUR');
    await expect(connector().listProperties(context('acme-outdoor', { consumerSecret: 'cs_wrong' }))).rejects.toThrow(
      new SourceAuthError('WooCommerce: Consumer secret is invalid. (woocommerce_rest_authentication_error)'),
    );
    // Another store's keys do not open this one.
    await expect(connector().listProperties(context('acme-outdoor', state.keysFor(null, 'northwind-coffee')))).rejects.toBeInstanceOf(SourceAuthError);
  });

  it('reports sales day by day from the sales report, with the average order from the totals', async () => {
    const result = await connector().query(context(), query(['sales', 'netSales', 'orders', 'itemsSold', 'averageOrderValue', 'tax', 'shipping'], 'date'));
    expect(result.currency).toBe('USD');
    expect(result.rows).toHaveLength(31);
    expect(result.rows[0]?.dimension).toBe('2025-10-01');
    expect(sum(result, 'orders')).toBeGreaterThan(300);
    expect(result.totals?.sales).toBeCloseTo(sum(result, 'sales'), 6);
    expect(result.totals?.averageOrderValue).toBeCloseTo(sum(result, 'sales') / sum(result, 'orders'), 9);
    expect(result.totals?.netSales).toBeCloseTo(sum(result, 'sales') - sum(result, 'tax') - sum(result, 'shipping'), 6);
    const wholeRange = await connector().query(context(), query(['sales', 'orders'], null));
    expect(wholeRange.rows).toEqual([{ dimension: null, values: { sales: result.totals?.sales, orders: sum(result, 'orders') } }]);
  });

  it('splits the same sales by product, country, payment method and status from the orders, counting each order once', async () => {
    const byDay = await connector().query(context(), query(['netSales', 'orders', 'itemsSold'], 'date'));
    const byProduct = await connector().query(context(), query(['netSales', 'orders', 'itemsSold', 'averageOrderValue'], 'product'));
    expect(byProduct.rows.map((row) => row.dimension).sort()).toEqual(['Camp stove', 'Down sleeping bag', 'Headlamp', 'Hiking backpack 40L', 'Merino socks', 'Trail tent 2P']);
    expect(byProduct.totals?.netSales).toBeCloseTo(byDay.totals!.netSales!, 6);
    expect(byProduct.totals?.itemsSold).toBe(byDay.totals?.itemsSold);
    // An order of two products is one order in the total, though it shows under both.
    expect(byProduct.totals?.orders).toBe(byDay.totals?.orders);
    expect(sum(byProduct, 'orders')).toBeGreaterThan(byDay.totals!.orders!);
    for (const dimension of ['country', 'paymentMethod', 'status']) {
      const split = await connector().query(context(), query(['netSales', 'orders'], dimension));
      expect(split.totals?.orders).toBe(byDay.totals?.orders);
      expect(sum(split, 'netSales')).toBeCloseTo(byDay.totals!.netSales!, 6);
    }
    const statuses = await connector().query(context(), query(['orders'], 'status'));
    expect(statuses.rows.map((row) => row.dimension).sort()).toEqual(['completed', 'on-hold', 'processing']);
  });

  it('takes the days of a long range from the orders when the store groups its report by month', async () => {
    const long = await connector().query(context(), query(['sales', 'orders'], 'date', HALF_YEAR));
    expect(long.rows).toHaveLength(184);
    const october = await connector().query(context(), query(['sales', 'orders'], 'date'));
    long.rows.slice(-31).forEach((row, index) => {
      expect(row.dimension).toBe(october.rows[index]?.dimension);
      expect(row.values.orders).toBe(october.rows[index]?.values.orders);
      expect(row.values.sales).toBeCloseTo(october.rows[index]!.values.sales!, 6);
    });
  });

  it('follows X-WP-TotalPages, and stops at the page bound', async () => {
    const week = { startDate: '2025-10-06', endDate: '2025-10-12' };
    const whole = await connector().query(context(), query(['netSales', 'orders'], 'country', week));
    await switchedOn('paging');
    const paged = await connector().query(context(), query(['netSales', 'orders'], 'country', week));
    expect(paged.totals).toEqual(whole.totals);
    expect(whole.totals?.orders).toBeGreaterThan(5 * 10);
    await expect(connector().query(context(), query(['orders'], 'country'))).rejects.toThrow(
      new SourceProviderError('WooCommerce has more than 50 pages of rows for this query: narrow it with a filter, a dimension or a shorter range.'),
    );
  });

  it('maps the switches: revoked and read-less keys invalidate, throttling waits, an outage is temporary, an empty store is zeros', async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query(['sales'], 'date'))).rejects.toThrow(new SourceAuthError('WooCommerce: Consumer key is invalid. (woocommerce_rest_authentication_error)'));
    await state.reset();
    await switchedOn('permission');
    await expect(connector().query(context(), query(['sales'], 'date'))).rejects.toThrow(new SourceAuthError('WooCommerce: Sorry, you cannot list resources. (woocommerce_rest_cannot_view)'));
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query(['sales'], 'date'))).rejects.toEqual(expect.objectContaining({ name: 'SourceQuotaError', retryAfterMs: 30_000 }));
    await expect(connector().query(context(), query(['sales'], 'date'))).rejects.toBeInstanceOf(SourceQuotaError);
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query(['sales'], 'date'))).rejects.toThrow(new SourceProviderError('The store answered 500.'));
    await state.reset();
    await switchedOn('empty');
    const empty = await connector().query(context(), query(['sales', 'averageOrderValue'], 'product'));
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual({ sales: 0, averageOrderValue: 0 });
  });

  it('tells a page that is not a store from a store', async () => {
    const notAStore = { ...context(), account: `${storesUrl}/no-such-store` };
    await expect(connector().listProperties(notAStore)).rejects.toThrow(new SourceProviderError('The store answered 404.'));
  });
});
