import type { Cell } from '../cells.js';
import { count, jitter } from '../random.js';
import { defineDataset, ratio, round2 } from './dataset.js';

/** A shop's orders and revenue (revenue = orders × average order value). */
export const ecommerce = defineDataset({
  id: 'ecommerce',
  label: 'E-commerce',
  dimensions: ['date', 'channel', 'campaign', 'country', 'device'],
  metrics: {
    orders: (s) => s.orders,
    revenue: (s) => round2(s.revenue),
    averageOrderValue: (s) => ratio(s.revenue, s.orders),
  },
  components({ client, entry, visits, key }: Cell) {
    const profile = client.shop;
    const orders = Math.min(visits, count(visits * profile.conversionRate * (entry?.quality ?? 1) * jitter(`${key}|shop.orders`, 0.2), `${key}|shop.orders#`));
    return { orders, revenue: round2(orders * profile.orderValue * jitter(`${key}|shop.basket`, 0.12)) };
  },
});
