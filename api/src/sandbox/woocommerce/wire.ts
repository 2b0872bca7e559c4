import { daysBetween } from '../../connectors/demo/calendar.js';
import type { SandboxStore } from './fixtures.js';
import type { FakeOrder } from './orders-model.js';

/** WooCommerce writes money as text with two decimals. */
const money = (value: number) => value.toFixed(2);

/** The statuses WooCommerce's reports count as sales. */
const REPORTED = new Set(['completed', 'processing', 'on-hold']);

/** An order in wc/v3's JSON (the fields a reporting client reads, and a few around them). */
export function orderJson(store: SandboxStore, order: FakeOrder) {
  return {
    id: order.id,
    parent_id: 0,
    status: order.status,
    currency: store.currency,
    date_created: order.created,
    discount_total: money(order.discount),
    shipping_total: money(order.shipping),
    total: money(order.total),
    total_tax: money(order.tax),
    prices_include_tax: false,
    billing: { country: order.country },
    payment_method_title: order.paymentMethod,
    line_items: order.lines.map((line, index) => ({
      id: order.id * 10 + index,
      name: line.name,
      product_id: line.productId,
      quantity: line.quantity,
      subtotal: money(line.subtotal),
      total: money(line.total),
      total_tax: money(line.tax),
      price: line.price,
    })),
  };
}

/**
 * WooCommerce's report days: by day up to three whole months, by month
 * beyond (as its admin reports group a custom range).
 */
function groupedBy(from: string, to: string): 'day' | 'month' {
  let months = 0;
  const start = new Date(`${from}T00:00:00Z`);
  for (let next = new Date(start); ; months += 1) {
    next.setUTCMonth(next.getUTCMonth() + 1);
    if (next.toISOString().slice(0, 10) > to) break;
  }
  return months > 3 ? 'month' : 'day';
}

/** `/reports/sales` for a range: one report of its sales orders, totalled by day or month. */
export function salesReportJson(orders: FakeOrder[], from: string, to: string) {
  const grouping = groupedBy(from, to);
  const keyOf = (created: string) => (grouping === 'day' ? created.slice(0, 10) : created.slice(0, 7));
  const totals = new Map<string, { sales: number; orders: number; items: number; tax: number; shipping: number; discount: number; customers: number }>();
  for (const { iso } of daysBetween(from, to)) {
    const key = keyOf(iso);
    if (!totals.has(key)) totals.set(key, { sales: 0, orders: 0, items: 0, tax: 0, shipping: 0, discount: 0, customers: 0 });
  }
  const sales = orders.filter((order) => REPORTED.has(order.status));
  for (const order of sales) {
    const total = totals.get(keyOf(order.created));
    if (!total) continue;
    total.sales += order.total;
    total.orders += 1;
    total.items += order.lines.reduce((sum, line) => sum + line.quantity, 0);
    total.tax += order.tax;
    total.shipping += order.shipping;
    total.discount += order.discount;
    total.customers += order.newCustomer ? 1 : 0;
  }
  const sum = (field: 'sales' | 'orders' | 'items' | 'tax' | 'shipping' | 'discount' | 'customers') => [...totals.values()].reduce((all, total) => all + total[field], 0);
  const refunds = orders.filter((order) => order.status === 'refunded').reduce((all, order) => all + order.total, 0);
  const netSales = sum('sales') - sum('tax') - sum('shipping');
  return [
    {
      total_sales: money(sum('sales')),
      net_sales: money(netSales),
      average_sales: money(netSales / Math.max(1, totals.size)),
      total_orders: sum('orders'),
      total_items: sum('items'),
      total_tax: money(sum('tax')),
      total_shipping: money(sum('shipping')),
      total_refunds: money(refunds),
      total_discount: money(sum('discount')),
      totals_grouped_by: grouping,
      totals: Object.fromEntries(
        [...totals].map(([key, total]) => [
          key,
          { sales: money(total.sales), orders: total.orders, items: total.items, tax: money(total.tax), shipping: money(total.shipping), discount: money(total.discount), customers: total.customers },
        ]),
      ),
      total_customers: sum('customers'),
    },
  ];
}

/** wc/v3's error body. */
export const wooError = (code: string, message: string, status: number) => ({ code, message, data: { status } });
