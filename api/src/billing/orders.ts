import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;

const invoicePath = (id: number) => `/api/orders/${id}/invoice`;

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  number: row.number,
  date: row.paidAt.toISOString(),
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  dashboards: row.dashboards,
  interval: row.interval as 1 | 12,
  subtotal: row.subtotal,
  discount: row.discount,
  total: row.total,
  description: row.description,
  pdf: invoicePath(row.id),
});

/** The company's orders (spec §7, GET /api/orders), newest first; one of another company is not found. */
export function ordersRepository(db: Database) {
  return {
    async list(companyId: number): Promise<Order[]> {
      const rows = await db.select().from(orders).where(eq(orders.companyId, companyId)).orderBy(desc(orders.paidAt), desc(orders.id)).limit(500);
      return rows.map(toOrder);
    },
    async find(companyId: number, id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
