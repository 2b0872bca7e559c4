import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxStripeObjects } from './schema.js';

/** A Stripe object as the fake keeps it: the JSON Stripe would answer, with its `id` and `object`. */
export interface StoredObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

/** What lists are filtered by: top-level string fields of the JSON (`customer`, `status`…). */
export type FieldFilter = Record<string, string | readonly string[]>;

export interface ListQuery {
  kind: string;
  where?: FieldFilter;
  /** Only objects holding this JSON (jsonb containment), e.g. an invoice paid by a given intent. */
  containing?: Record<string, unknown>;
  /** Newest first by `created` (Stripe's list order), or oldest first. */
  order?: 'newest' | 'oldest';
  limit: number;
}

/** Where the fake keeps its objects: sandbox_stripe_objects, one row per object. */
export interface StripeObjectStore {
  get(id: string): Promise<StoredObject | undefined>;
  list(query: ListQuery): Promise<StoredObject[]>;
  /** Writes objects in one transaction; new rows are stamped in the given order, so what was made first is read back first. */
  save(objects: readonly StoredObject[]): Promise<void>;
}

const table = sandboxStripeObjects;

function conditions({ kind, where = {}, containing }: ListQuery): SQL[] {
  const clauses: SQL[] = [eq(table.kind, kind)];
  for (const [field, value] of Object.entries(where)) {
    const text = sql`${table.data}->>${field}`;
    clauses.push(typeof value === 'string' ? sql`${text} = ${value}` : inArray(text, [...value]));
  }
  if (containing) clauses.push(sql`${table.data} @> ${JSON.stringify(containing)}::jsonb`);
  return clauses;
}

export function pgStripeObjectStore(db: Database): StripeObjectStore {
  let lastStamp = 0;
  // Strictly increasing creation stamps, a millisecond apart at least: events written together are delivered in the order they were made.
  const stamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

  return {
    async get(id) {
      const [row] = await db.select({ data: table.data }).from(table).where(eq(table.id, id));
      return row?.data as StoredObject | undefined;
    },
    async list(query) {
      const created = sql`(${table.data}->>'created')::bigint`;
      const order = query.order === 'oldest' ? [asc(created), asc(table.createdAt)] : [desc(created), desc(table.createdAt)];
      const rows = await db
        .select({ data: table.data })
        .from(table)
        .where(and(...conditions(query)))
        .orderBy(...order)
        .limit(query.limit);
      return rows.map((row) => row.data as StoredObject);
    },
    async save(objects) {
      if (objects.length === 0) return;
      await db.transaction(async (tx) => {
        for (const object of objects) {
          await tx
            .insert(table)
            .values({ id: object.id, kind: object.object, data: object, createdAt: new Date(stamp()) })
            .onConflictDoUpdate({ target: table.id, set: { data: object, kind: object.object } });
        }
      });
    },
  };
}
