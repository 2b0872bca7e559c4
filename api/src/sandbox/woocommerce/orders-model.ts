import { addDays, todayIn } from '@pulseboard/shared/dates';
import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter, unit } from '../../connectors/demo/random.js';
import { BoundedMap } from '../../lib/bounded-map.js';
import { WEEKDAY_FACTOR } from '../google/dates.js';
import type { SandboxStore } from './fixtures.js';

/** An order line as the fake keeps it: money in the store's currency, rounded to cents. */
export interface FakeLine {
  productId: number;
  name: string;
  price: number;
  quantity: number;
  subtotal: number;
  total: number;
  tax: number;
}

export interface FakeOrder {
  id: number;
  status: string;
  /** In the store's time zone, as WooCommerce's `date_created`: YYYY-MM-DDTHH:MM:SS. */
  created: string;
  lines: FakeLine[];
  shipping: number;
  discount: number;
  tax: number;
  total: number;
  country: string;
  paymentMethod: string;
  /** The customer's first order: what the sales report counts as a customer. */
  newCustomer: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;
/** Orders of this subtotal or more ship free. */
const FREE_SHIPPING_FROM = 150;
/** Share of orders with a 10 % coupon. */
const COUPON_SHARE = 0.15;
const STATUSES: Array<[string, number]> = [
  ['completed', 0.8],
  ['processing', 0.1],
  ['on-hold', 0.03],
  ['refunded', 0.03],
  ['cancelled', 0.02],
  ['failed', 0.02],
];

/** The value whose cumulative share first passes `draw`. */
function pickShare(values: ReadonlyArray<[string, number]>, draw: number): string {
  let cumulative = 0;
  for (const [value, share] of values) {
    cumulative += share;
    if (draw < cumulative) return value;
  }
  return values[values.length - 1]![0];
}

function fakeOrder(store: SandboxStore, day: { iso: string; index: number }, position: number): FakeOrder {
  const key = `${store.slug}|${day.iso}|${position}`;
  const lineCount = 1 + Math.floor(unit(`${key}|lines`) * 2.4);
  const coupon = unit(`${key}|coupon`) < COUPON_SHARE;
  const seen = new Set<number>();
  const lines: FakeLine[] = [];
  for (let line = 0; line < lineCount; line += 1) {
    const product = store.products[Math.floor(unit(`${key}|product|${line}`) * store.products.length)]!;
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    const quantity = 1 + Math.floor(unit(`${key}|quantity|${line}`) * 2.5);
    const subtotal = cents(product.price * quantity);
    const total = coupon ? cents(subtotal * 0.9) : subtotal;
    lines.push({ productId: product.id, name: product.name, price: product.price, quantity, subtotal, total, tax: cents(total * store.taxRate) });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const shipping = subtotal >= FREE_SHIPPING_FROM ? 0 : store.shippingFee;
  const tax = cents(lines.reduce((sum, line) => sum + line.tax, 0));
  const discount = cents(lines.reduce((sum, line) => sum + line.subtotal - line.total, 0));
  const minutes = 7 * 60 + Math.floor(unit(`${key}|time`) * 15 * 60) + position;
  const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(position % 60).padStart(2, '0')}`;
  return {
    id: day.index * 1000 + position,
    status: pickShare(STATUSES, unit(`${key}|status`)),
    created: `${day.iso}T${time}`,
    lines,
    shipping,
    discount,
    tax,
    total: cents(lines.reduce((sum, line) => sum + line.total + line.tax, 0) + shipping),
    country: pickShare(store.countries, unit(`${key}|country`)),
    paymentMethod: pickShare(store.paymentMethods, unit(`${key}|payment`)),
    newCustomer: unit(`${key}|new`) < 0.4,
  };
}

/** A day's orders are the same every time: kept for the pages that follow (a year of days of every store fits). */
const dayOrders = new BoundedMap<string, FakeOrder[]>({ maxEntries: 5_000 });

function ordersOfDay(store: SandboxStore, day: { iso: string; index: number; weekday: number }): FakeOrder[] {
  const key = `${store.slug}|${day.iso}`;
  const known = dayOrders.get(key);
  if (known) return known;
  const orders = count(store.ordersPerDay * (WEEKDAY_FACTOR[day.weekday] ?? 1) * jitter(key, 0.2), `${key}|n`);
  const made = Array.from({ length: orders }, (_, position) => fakeOrder(store, day, position));
  dayOrders.set(key, made);
  return made;
}

/**
 * Every order of a store between two days (its own time zone), oldest
 * first: a seeded number a day around the store's mean, fewer at weekends,
 * none before it opened nor after yesterday. The same question always gets
 * the same orders.
 */
export function storeOrders(store: SandboxStore, from: string, to: string, now: number): FakeOrder[] {
  const yesterday = addDays(todayIn(store.timeZone, new Date(now)), -1);
  const first = from > store.openedOn ? from : store.openedOn;
  const last = to < yesterday ? to : yesterday;
  if (first > last) return [];
  return daysBetween(first, last).flatMap((day) => ordersOfDay(store, day));
}
