import { asc } from 'drizzle-orm';
import { productSchema, type Product } from '@pulseboard/shared/contracts';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';

/** The per-dashboard prices of each interval, from the `products` table (one place for prices). */
export async function productsOf(executor: Executor): Promise<Product[]> {
  const rows = await executor.select().from(products).orderBy(asc(products.interval));
  return rows.map((row) => productSchema.parse(row));
}
