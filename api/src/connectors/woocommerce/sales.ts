import { z } from 'zod';
import { addDays } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import { ratio, type ComponentRow } from '../components.js';
import { allPages } from '../paging.js';
import type { StoreContext, StoreGet } from './store-api.js';

/** Money and counts come as strings ("40.00") or numbers, depending on the field and the store's version. */
const amount = z.union([z.string(), z.number()]).transform((value) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
});

/** The statuses WooCommerce's own reports count as sales. */
const SALES_STATUSES = ['completed', 'processing', 'on-hold'];

/** The additive parts every metric of the catalogue is made of. */
export interface SalesComponents {
  [key: string]: number;
  sales: number;
  tax: number;
  shipping: number;
  discount: number;
  orders: number;
  items: number;
}

export const NO_SALES: SalesComponents = { sales: 0, tax: 0, shipping: 0, discount: 0, orders: 0, items: 0 };

export const deriveSales = (parts: SalesComponents): Record<string, number> => ({
  sales: parts.sales,
  netSales: parts.sales - parts.tax - parts.shipping,
  orders: parts.orders,
  itemsSold: parts.items,
  averageOrderValue: ratio(parts.sales, parts.orders),
  tax: parts.tax,
  shipping: parts.shipping,
  discount: parts.discount,
});

const salesReportSchema = z.array(
  z.object({
    totals_grouped_by: z.string(),
    totals: z
      .record(z.string(), z.object({ sales: amount, orders: amount, items: amount, tax: amount.default(0), shipping: amount.default(0), discount: amount.default(0) }))
      .or(z.array(z.never()).transform(() => ({}))),
  }),
);

/**
 * Day by day from the store's sales report (`/reports/sales`), which counts
 * as WooCommerce's own screens do. Undefined when the store grouped the
 * range by month, as it may for long ranges: the orders then give the days.
 */
export async function reportDays(get: StoreGet, context: StoreContext, range: DateRange): Promise<Array<ComponentRow<SalesComponents>> | undefined> {
  const { data } = await get(context, '/reports/sales', { date_min: range.startDate, date_max: range.endDate }, salesReportSchema);
  const [report] = data;
  if (!report) return [];
  if (report.totals_grouped_by !== 'day') return undefined;
  return Object.entries(report.totals)
    .filter(([day]) => day >= range.startDate && day <= range.endDate)
    .map(([day, total]) => ({
      dimension: day,
      components: { sales: total.sales, tax: total.tax, shipping: total.shipping, discount: total.discount, orders: total.orders, items: total.items },
    }));
}

const lineSchema = z.object({ product_id: z.number(), name: z.string(), quantity: amount, subtotal: amount, total: amount, total_tax: amount });
const orderSchema = z.object({
  id: z.number(),
  status: z.string(),
  date_created: z.string(),
  total: amount,
  total_tax: amount,
  shipping_total: amount,
  discount_total: amount,
  payment_method_title: z.string().default(''),
  billing: z.object({ country: z.string().default('') }).default({ country: '' }),
  line_items: z.array(lineSchema).default([]),
});
export type StoreOrder = z.infer<typeof orderSchema>;

/** Orders read per page, the most wc/v3 gives. */
const ORDERS_PER_PAGE = 100;
/** 50 pages of 100: a range with more orders is reported by day, from the sales report. */
const MAX_ORDER_PAGES = 50;

/** The range's sales orders, page by page (`X-WP-TotalPages`) up to `maxPages`, in the store's time zone. */
export function salesOrders(get: StoreGet, context: StoreContext, range: DateRange, pageSize = ORDERS_PER_PAGE, maxPages = MAX_ORDER_PAGES): Promise<StoreOrder[]> {
  const query = {
    // `after` and `before` are exclusive, in the store's time zone.
    after: `${addDays(range.startDate, -1)}T23:59:59`,
    before: `${addDays(range.endDate, 1)}T00:00:00`,
    status: SALES_STATUSES.join(','),
    orderby: 'date',
    order: 'asc',
    per_page: String(pageSize),
  };
  return allPages(
    'WooCommerce',
    async (pageToken) => {
      const page = Number(pageToken ?? 1);
      const answer = await get(context, '/orders', { ...query, page: String(page) }, z.array(orderSchema));
      return { items: answer.data, nextPageToken: page < answer.totalPages ? String(page + 1) : undefined };
    },
    maxPages,
  );
}

const orderComponents = (order: StoreOrder): SalesComponents => ({
  sales: order.total,
  tax: order.total_tax,
  shipping: order.shipping_total,
  discount: order.discount_total,
  orders: 1,
  items: order.line_items.reduce((sum, line) => sum + line.quantity, 0),
});

/** What each product brought in an order: its lines' totals with their tax, and what was taken off them. */
const lineComponents = (line: z.infer<typeof lineSchema>): SalesComponents => ({
  sales: line.total + line.total_tax,
  tax: line.total_tax,
  shipping: 0,
  discount: line.subtotal - line.total,
  orders: 1,
  items: line.quantity,
});

const ORDER_DIMENSIONS: Record<string, (order: StoreOrder) => string> = {
  date: (order) => order.date_created.slice(0, 10),
  country: (order) => order.billing.country || '(none)',
  paymentMethod: (order) => order.payment_method_title || '(none)',
  status: (order) => order.status,
};

/** Orders as component rows of a dimension; by product, one row per order line. */
export function orderRows(orders: StoreOrder[], dimension: string | null): Array<ComponentRow<SalesComponents>> {
  if (dimension === 'product') return orders.flatMap((order) => order.line_items.map((line) => ({ dimension: line.name, components: lineComponents(line) })));
  const valueOf = dimension ? ORDER_DIMENSIONS[dimension] : undefined;
  return orders.map((order) => ({ dimension: valueOf ? valueOf(order) : null, components: orderComponents(order) }));
}

/** The parts of all product lines together, with each order counted once however many products it holds. */
export function productLinesTotal(orders: StoreOrder[]): SalesComponents {
  const total = { ...NO_SALES };
  for (const { components } of orderRows(orders, 'product')) {
    for (const key of ['sales', 'tax', 'shipping', 'discount', 'items'] as const) total[key] += components[key];
  }
  return { ...total, orders: orders.filter((order) => order.line_items.length > 0).length };
}
