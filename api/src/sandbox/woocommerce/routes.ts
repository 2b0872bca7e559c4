import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_STORES, type SandboxStore } from './fixtures.js';
import { storeOrders } from './orders-model.js';
import type { WooCommerceSandboxState } from './state.js';
import { orderJson, salesReportJson, wooError } from './wire.js';

export interface WooCommerceSandboxOptions {
  state: WooCommerceSandboxState;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}$/;
const ORDER_STATUSES = new Set(['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed', 'checkout-draft']);
const PAGING_PAGE_SIZE = 5;
const RETRY_AFTER_S = 30;
/** What a site answers for a path it has no store at. */
const NOT_FOUND_PAGE = '<!DOCTYPE html><html><body><h1>Page not found</h1></body></html>';
const CRITICAL_ERROR = '<!DOCTYPE html><html><head><title>WordPress &rsaquo; Error</title></head><body><p>There has been a critical error on this website.</p></body></html>';

type Query = Record<string, string | undefined>;

const invalidParam = (reply: FastifyReply, name: string, reason: string) =>
  reply.code(400).send({ ...wooError('rest_invalid_param', `Invalid parameter(s): ${name}`, 400), data: { status: 400, params: { [name]: reason } } });

/** The consumer key and secret: HTTP Basic, or the query string (WooCommerce accepts both over HTTPS). */
function credentialsOf(request: FastifyRequest<{ Querystring: Query }>): { key: string; secret: string } | undefined {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon > 0 ? { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : undefined;
  }
  const { consumer_key: key, consumer_secret: secret } = request.query;
  return key && secret ? { key, secret } : undefined;
}

/**
 * WooCommerce's answer before the route's own: the host's rate limit and
 * WordPress's fatal error come first, then the key is checked. The store and
 * the company whose keys these are, when the call may go on.
 */
function authorise(state: WooCommerceSandboxState, request: FastifyRequest<{ Params: { store: string }; Querystring: Query }>, reply: FastifyReply) {
  const store = SANDBOX_STORES.get(request.params.store);
  if (!store) {
    void reply.code(404).type('text/html').send(NOT_FOUND_PAGE);
    return undefined;
  }
  const credentials = credentialsOf(request);
  const claimed = credentials ? state.check(store.slug, credentials.key, credentials.secret) : undefined;
  const companyId = claimed && 'companyId' in claimed ? claimed.companyId : null;
  if (state.isOn('quota', companyId, store.slug)) {
    void reply
      .code(429)
      .header('retry-after', String(RETRY_AFTER_S))
      .send(wooError('too_many_requests', 'Too many requests. Please wait and try again.', 429));
    return undefined;
  }
  if (state.isOn('server_error', companyId, store.slug)) {
    void reply.code(500).type('text/html').send(CRITICAL_ERROR);
    return undefined;
  }
  if (!credentials || !claimed) {
    void reply.code(401).send(wooError('woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.', 401));
    return undefined;
  }
  if ('refused' in claimed || state.isOn('revoked', companyId, store.slug)) {
    const what = 'refused' in claimed ? claimed.refused : 'key';
    void reply.code(401).send(wooError('woocommerce_rest_authentication_error', `Consumer ${what} is invalid.`, 401));
    return undefined;
  }
  if (state.isOn('permission', companyId, store.slug)) {
    void reply.code(401).send(wooError('woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.', 401));
    return undefined;
  }
  return { store, companyId };
}

/**
 * The fake stores' REST API (wc/v3) in WooCommerce's own shapes: the
 * current currency, the sales report by day or month, and orders paged
 * with X-WP-Total and X-WP-TotalPages. Money as text with two decimals,
 * dates in the store's time zone.
 */
export const wooCommerceSandbox: FastifyPluginAsync<WooCommerceSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };
  type Call = { Params: { store: string }; Querystring: Query };
  const ordersOf = (store: SandboxStore, companyId: number | null, from: string, to: string) => (state.isOn('empty', companyId, store.slug) ? [] : storeOrders(store, from, to, state.now()));

  app.get<Call>('/stores/:store/wp-json/', hide, async (request, reply) => {
    const store = SANDBOX_STORES.get(request.params.store);
    if (!store) return reply.code(404).type('text/html').send(NOT_FOUND_PAGE);
    return { name: store.name, description: '', url: '', namespaces: ['wp/v2', 'wc/v3'] };
  });

  app.get<Call>('/stores/:store/wp-json/wc/v3/data/currencies/current', hide, async (request, reply) => {
    const allowed = authorise(state, request, reply);
    if (!allowed) return reply;
    return { code: allowed.store.currency, name: allowed.store.currency, symbol: allowed.store.currency === 'EUR' ? '€' : '$' };
  });

  app.get<Call>('/stores/:store/wp-json/wc/v3/reports/sales', hide, async (request, reply) => {
    const allowed = authorise(state, request, reply);
    if (!allowed) return reply;
    const { date_min: from, date_max: to } = request.query;
    if (!from || !DAY.test(from)) return invalidParam(reply, 'date_min', 'date_min is not of type date.');
    if (!to || !DAY.test(to) || to < from) return invalidParam(reply, 'date_max', 'date_max is not of type date.');
    return salesReportJson(ordersOf(allowed.store, allowed.companyId, from, to), from, to);
  });

  app.get<Call>('/stores/:store/wp-json/wc/v3/orders', hide, async (request, reply) => {
    const allowed = authorise(state, request, reply);
    if (!allowed) return reply;
    const { after, before, status = 'any', per_page: perPageText = '10', page: pageText = '1', order = 'desc' } = request.query;
    const from = after ? LOCAL_TIME.exec(after) : undefined;
    const to = before ? LOCAL_TIME.exec(before) : undefined;
    if (after && !from) return invalidParam(reply, 'after', 'Invalid date.');
    if (before && !to) return invalidParam(reply, 'before', 'Invalid date.');
    const perPage = Number(perPageText);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return invalidParam(reply, 'per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
    const page = Number(pageText);
    if (!Number.isInteger(page) || page < 1) return invalidParam(reply, 'page', 'page must be greater than or equal to 1');
    const statuses = status.split(',');
    if (!statuses.every((entry) => entry === 'any' || ORDER_STATUSES.has(entry))) return invalidParam(reply, 'status', 'status[0] is not one of the order statuses.');

    const orders = ordersOf(allowed.store, allowed.companyId, from?.[1] ?? allowed.store.openedOn, to?.[1] ?? '9999-12-31').filter(
      (entry) => (!after || entry.created > after) && (!before || entry.created < before) && (statuses.includes('any') || statuses.includes(entry.status)),
    );
    if (order === 'desc') orders.reverse();
    const size = state.isOn('paging', allowed.companyId, allowed.store.slug) ? Math.min(perPage, PAGING_PAGE_SIZE) : perPage;
    const totalPages = Math.ceil(orders.length / size);
    if (page > Math.max(1, totalPages)) return reply.code(400).send(wooError('woocommerce_rest_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400));
    void reply.header('x-wp-total', String(orders.length)).header('x-wp-totalpages', String(totalPages));
    return orders.slice((page - 1) * size, page * size).map((entry) => orderJson(allowed.store, entry));
  });
};
