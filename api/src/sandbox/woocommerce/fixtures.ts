import stores from './fixtures/stores.json' with { type: 'json' };

/** A store of the fake and how it sells: its catalogue, where its customers are and how they pay. */
export interface SandboxStore {
  slug: string;
  name: string;
  currency: string;
  timeZone: string;
  /** Orders start on this day. */
  openedOn: string;
  ordersPerDay: number;
  taxRate: number;
  shippingFee: number;
  products: Array<{ id: number; name: string; price: number }>;
  /** Values with their share of orders. */
  countries: Array<[string, number]>;
  paymentMethods: Array<[string, number]>;
}

/** The fake's stores by the slug in their address. */
export const SANDBOX_STORES: ReadonlyMap<string, SandboxStore> = new Map(
  Object.entries(stores).map(([slug, store]) => [slug, { ...store, slug, countries: store.countries as Array<[string, number]>, paymentMethods: store.paymentMethods as Array<[string, number]> }]),
);
