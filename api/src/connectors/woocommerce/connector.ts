import { z } from 'zod';
import { deriveRows, pickMetrics } from '../components.js';
import { propertyOptions } from '../options.js';
import { knownDimension, knownMetrics } from '../query-config.js';
import { shapeResult } from '../result.js';
import { SourceProviderError, type Connector, type ConnectorContext, type SourceProperty } from '../types.js';
import { DIMENSIONS, wooCommerceCatalogue } from './catalogue.js';
import { QUERY_LIMITS, QueryBudget, type QueryLimits } from './query-budget.js';
import { NO_SALES, deriveSales, orderRows, productLinesTotal, reportDays, salesOrders } from './sales.js';
import type { StoreContext, StoreGet } from './store-api.js';

export interface WooCommerceOptions {
  get: StoreGet;
  /** Orders per page; tests make it small to page. */
  ordersPerPage?: number;
  /** Pages of orders one query reads; tests make it small. */
  maxPages?: number;
  /** What one query may read in all and how long it may take; tests make them small. */
  queryLimits?: Partial<QueryLimits>;
}

/** A store is one account: its only property. */
const STORE_PROPERTY = 'store';

const KNOWN_METRICS = new Set(wooCommerceCatalogue.metrics.map((metric) => metric.name));
const KNOWN_DIMENSIONS = new Set(DIMENSIONS.map((dimension) => dimension.name));

const currencySchema = z.object({ code: z.string() });

/**
 * WooCommerce (REST API wc/v3) on the store the user named, with its
 * consumer key and secret: sales by day from the store's sales report, and
 * by product, country, payment method or status from its orders. Money is in
 * the store's currency.
 */
export function wooCommerceConnector(options: WooCommerceOptions): Connector {
  const { get } = options;
  const limits = { ...QUERY_LIMITS, ...options.queryLimits };
  /** Every call of one listing or query spends one budget, whatever the store answers. */
  const budgeted = (context: ConnectorContext): StoreContext => ({ ...context, budget: new QueryBudget(limits, context.signal) });
  const currencyOf = async (context: StoreContext) => (await get(context, '/data/currencies/current', {}, currencySchema)).data.code;

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    // An authenticated call: connecting with a wrong key or a non-store address fails here.
    const currency = await currencyOf(budgeted(context));
    const address = new URL(context.account ?? '');
    return [{ id: STORE_PROPERTY, name: `${address.host}${address.pathname.replace(/\/$/, '')}`, group: currency }];
  }

  return {
    type: 'woocommerce',
    catalogue: wooCommerceCatalogue,
    listProperties,

    async options(context, parameter) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      throw new SourceProviderError(`WooCommerce has no option list named ${parameter}.`, 404);
    },

    async query(sourceContext, query) {
      const metrics = knownMetrics(query.config, KNOWN_METRICS, 'WooCommerce');
      const dimension = knownDimension(query.config, KNOWN_DIMENSIONS, 'WooCommerce');
      const context = budgeted(sourceContext);
      const currency = await currencyOf(context);
      const days = dimension === 'date' || dimension === null ? await reportDays(get, context, query.range) : undefined;
      if (days) {
        const derived = deriveRows(dimension ? days : days.map((day) => ({ ...day, dimension: null })), NO_SALES, metrics, deriveSales);
        return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals: derived.totals, currency };
      }
      const orders = await salesOrders(get, context, query.range, options.ordersPerPage, options.maxPages);
      const derived = deriveRows(orderRows(orders, dimension), NO_SALES, metrics, deriveSales);
      const totals = dimension === 'product' ? pickMetrics(deriveSales(productLinesTotal(orders)), metrics) : derived.totals;
      return { ...shapeResult(metrics, dimension, derived.rows, query.range), totals, currency };
    },
  };
}
