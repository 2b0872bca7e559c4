import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wooCommerceConnector, type WooCommerceOptions } from '../../src/connectors/woocommerce/connector.js';
import { storeApi } from '../../src/connectors/woocommerce/store-api.js';
import { SourceProviderError, type ConnectorContext } from '../../src/connectors/types.js';
import { describeFailure } from '../../src/query/errors.js';

/*
 * Stores that misbehave within every bound of a single answer (5 MB, 5 s):
 * only the bounds of the whole query stop them, each as a temporary error
 * the widget shows in the connector's words.
 */

type Answer = (response: ServerResponse) => void;

const ORDER = {
  id: 1,
  status: 'completed',
  date_created: '2025-10-06T10:00:00',
  total: '40.00',
  total_tax: '0.00',
  shipping_total: '0.00',
  discount_total: '0.00',
  billing: { country: 'US' },
  line_items: [],
};
const ORDERS = JSON.stringify([ORDER]);
/** Every page announces a next one. */
const ENDLESS = { 'content-type': 'application/json', 'x-wp-totalpages': '1000000' };
const BY_COUNTRY = { config: { property: 'store', metrics: ['orders'], dimension: 'country' }, range: { startDate: '2025-10-01', endDate: '2025-10-31' }, timezone: 'UTC', realTime: false };

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

const USD: Answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"USD"}');

/** A store on loopback answering its currency and its orders as told; the order pages it was asked for. */
async function store(orders: Answer, currency = USD) {
  const pagesAsked: number[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '', 'http://store');
    if (url.pathname === '/shop/wp-json/wc/v3/data/currencies/current') return currency(response);
    if (url.pathname !== '/shop/wp-json/wc/v3/orders') return void response.writeHead(404).end();
    pagesAsked.push(Number(url.searchParams.get('page')));
    orders(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(() => {
    // Trickling answers hold their connections open.
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context: ConnectorContext = { credentials: { consumerKey: 'ck_test', consumerSecret: 'cs_test' }, account: `${origin}/shop`, onCredentialsRefreshed: async () => undefined };
  const connector = (limits: Pick<WooCommerceOptions, 'maxPages' | 'queryLimits'>) =>
    wooCommerceConnector({
      get: storeApi({ resolve: async () => [], allowHttp: false, trustedPrefixes: [`${origin}/`], timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 }),
      ...limits,
    });
  return { context, connector, pagesAsked };
}

/** Writes an answer a piece at a time, `everyMs` apart; `pieces` may never end. */
function trickle(response: ServerResponse, pieces: Iterator<string>, everyMs: number) {
  response.writeHead(200, ENDLESS);
  const timer = setInterval(() => {
    const next = pieces.next();
    if (next.done) {
      clearInterval(timer);
      response.end();
    } else response.write(next.value);
  }, everyMs);
  response.on('close', () => clearInterval(timer));
}

function* spaces() {
  for (;;) yield ' ';
}

/** How the query failed, what its widget shows, and how long it took. */
async function failureOf(run: () => Promise<unknown>) {
  const started = Date.now();
  let error: unknown;
  try {
    await run();
  } catch (caught) {
    error = caught;
  }
  return { error, shown: describeFailure(error), tookMs: Date.now() - started };
}

const providerError = (message: string) => ({ kind: 'provider', message, unexpected: false });

describe('woocommerce queries bounded as a whole', () => {
  it('stops a store that pages without end at the page bound it is given', async () => {
    const shop = await store((response) => response.writeHead(200, ENDLESS).end(ORDERS));
    const { error, shown } = await failureOf(() => shop.connector({ maxPages: 3 }).query(shop.context, BY_COUNTRY));
    expect(error).toBeInstanceOf(SourceProviderError);
    expect(shown).toEqual(providerError('WooCommerce has more than 3 pages of rows for this query: narrow it with a filter, a dimension or a shorter range.'));
    expect(shop.pagesAsked).toEqual([1, 2, 3]);
  });

  it('fails a query whose answers outgrow its byte budget, in one huge answer or over many pages, reading no further', async () => {
    const tooMuch = providerError('The store answered more than 100 KB for this query, the most one query reads: choose a shorter range.');
    const queryLimits = { maxBytes: 100 * 1024 };

    // 40 KB a page, each well within the 5 MB of one answer: the third goes past 100 KB.
    const paging = await store((response) => response.writeHead(200, ENDLESS).end(ORDERS.padEnd(40 * 1024)));
    expect((await failureOf(() => paging.connector({ queryLimits }).query(paging.context, BY_COUNTRY))).shown).toEqual(tooMuch);
    expect(paging.pagesAsked).toEqual([1, 2, 3]);

    // A valid answer of 1 MB, streamed without a length: read only as far as the budget.
    const huge = `${' '.repeat(1024 * 1024)}{"code":"USD"}`;
    const streamed: Answer = (response) => response.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }).end(huge);
    const padded = await store(() => undefined, streamed);
    expect((await failureOf(() => padded.connector({ queryLimits }).listProperties(padded.context))).shown).toEqual(tooMuch);
  });

  it('ends a query at its deadline across all its pages, however slowly each page trickles in', async () => {
    // Each page takes some 160 ms, far within the 5 s of one answer, and announces another.
    const slowPages = await store((response) => trickle(response, ['[', ORDERS.slice(1, -1), ']'].values(), 40));
    const paged = await failureOf(() => slowPages.connector({ queryLimits: { timeoutMs: 500 } }).query(slowPages.context, BY_COUNTRY));
    expect(paged.shown).toEqual(providerError('The store did not answer this query within 0.5 s: choose a shorter range, or try again later.'));
    expect(slowPages.pagesAsked.length).toBeGreaterThan(1);
    expect(paged.tookMs).toBeLessThan(2_000);

    // One answer that never ends, a byte at a time.
    const endless = await store((response) => trickle(response, spaces(), 50));
    const trickled = await failureOf(() => endless.connector({ queryLimits: { timeoutMs: 300 } }).query(endless.context, BY_COUNTRY));
    expect(trickled.shown).toEqual(providerError('The store did not answer this query within 0.3 s: choose a shorter range, or try again later.'));
    expect(trickled.tookMs).toBeLessThan(2_000);
  });
});
