import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import { canCreateDashboard, dashboardQuota, dashboardStylesSchema, type Widget } from '@pulseboard/shared/contracts';
import type { Database, Executor } from '../db/client.js';
import { companies, dashboards, type DashboardRow } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { newPermalink } from './permalink.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';

export interface DashboardListQuery {
  search?: string | undefined;
  status: 'active' | 'archived';
  sort: 'name' | 'created' | 'updated';
  dir: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const SORT_COLUMNS = { name: dashboards.name, created: dashboards.createdAt, updated: dashboards.updatedAt } as const;

/** Postgres' unique_violation: a permalink that already exists. */

/** LIKE wildcards typed by a user are searched for literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export function dashboardsRepository(db: Database) {
  // What every view of a shared dashboard and every widget data request starts with: built once, and
  // prepared once per connection, so PostgreSQL parses and plans it once too.
  const byPermalink = db
    .select()
    .from(dashboards)
    .where(eq(dashboards.permalink, sql.placeholder('permalink')))
    .prepare('dashboard_by_permalink');

  return {
    async list(companyId: number, query: DashboardListQuery): Promise<{ rows: DashboardRow[]; total: number }> {
      const where = and(eq(dashboards.companyId, companyId), eq(dashboards.active, query.status === 'active'), query.search ? ilike(dashboards.name, `%${likeEscaped(query.search)}%`) : undefined);
      const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(dashboards)
          .where(where)
          .orderBy(order, asc(dashboards.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(dashboards).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Runs `take` (a create, a clone, a restore: anything that puts one more
     * dashboard in use) only while the company has a free place in its plan
     * (spec §5, `canCreateDashboard`), else 402. The company's row is locked
     * while the dashboards in use are counted, so requests at once cannot all
     * take the last place: one gets it, the others are refused.
     */
    async withinQuota<T>(companyId: number, take: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [company] = await tx.select({ services: companies.services }).from(companies).where(eq(companies.id, companyId)).for('update');
        const [inUse] = await tx
          .select({ total: count() })
          .from(dashboards)
          .where(and(eq(dashboards.companyId, companyId), eq(dashboards.active, true)));
        const plan = { dashboardsCount: inUse?.total ?? 0, services: company?.services ?? { dashboards: 0, bonusDashboards: 0 } };
        if (!canCreateDashboard(plan)) {
          throw new HttpError(402, `You are using all ${dashboardQuota(plan)} dashboards of your plan. Update your plan or archive a dashboard to create another.`);
        }
        return take(tx);
      });
    },

    async create(fields: { companyId: number; createdBy: number | null; name: string; widgets: Widget[]; rangeType: string; timezone: string }, executor: Executor = db): Promise<DashboardRow> {
      // A permalink collision is astronomically rare; a retry settles it rather than a check-then-insert race.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const [row] = await executor
            .insert(dashboards)
            .values({ ...fields, permalink: newPermalink(), styles: dashboardStylesSchema.parse({}) })
            .returning();
          if (!row) throw new Error('The dashboard was not stored');
          return row;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    /** Tenant-scoped: another company's dashboard is not found. */
    async findInCompany(id: number, companyId: number): Promise<DashboardRow | undefined> {
      const [row] = await db
        .select()
        .from(dashboards)
        .where(and(eq(dashboards.id, id), eq(dashboards.companyId, companyId)));
      return row;
    },

    async findByPermalink(permalink: string): Promise<DashboardRow | undefined> {
      const [row] = await byPermalink.execute({ permalink });
      return row;
    },

    async update(id: number, patch: Partial<DashboardRow>, executor: Executor = db): Promise<DashboardRow> {
      const [row] = await executor
        .update(dashboards)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(dashboards.id, id))
        .returning();
      if (!row) throw new Error(`Dashboard ${id} vanished during an update`);
      return row;
    },

    /**
     * Changes a dashboard of the company from what is stored at that moment:
     * the row is locked for the transaction, so concurrent saves apply one
     * after another and none loses another's parts. `change` may throw to
     * store nothing, or give null to answer the row as it is; `beforeCommit`
     * runs once the row is written, still locked, and may throw to undo the
     * write. Undefined when the company has no such dashboard.
     */
    async updateLocked(id: number, companyId: number, change: (row: DashboardRow) => Promise<Partial<DashboardRow> | null>, beforeCommit: () => Promise<void>): Promise<DashboardRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(dashboards)
          .where(and(eq(dashboards.id, id), eq(dashboards.companyId, companyId)))
          .for('update');
        if (!row) return undefined;
        const patch = await change(row);
        if (!patch) return row;
        const [updated] = await tx
          .update(dashboards)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(dashboards.id, id))
          .returning();
        await beforeCommit();
        return updated;
      });
    },

    /**
     * Gives the edit lock to the user, in one statement so two users cannot
     * both get it: when it is free, theirs already, or last taken at or before
     * `staleBefore`. Undefined when someone else holds it.
     */
    async takeLock(id: number, userId: number, now: Date, staleBefore: Date): Promise<DashboardRow | undefined> {
      const [row] = await db
        .update(dashboards)
        .set({ lockedBy: userId, lockedAt: now })
        .where(and(eq(dashboards.id, id), or(isNull(dashboards.lockedBy), isNull(dashboards.lockedAt), eq(dashboards.lockedBy, userId), lte(dashboards.lockedAt, staleBefore))))
        .returning();
      return row;
    },

    /** Lets go of the user's lock; a lock someone else took meanwhile stays. */
    async releaseLock(id: number, userId: number): Promise<void> {
      await db
        .update(dashboards)
        .set({ lockedBy: null, lockedAt: null })
        .where(and(eq(dashboards.id, id), eq(dashboards.lockedBy, userId)));
    },

    /** A new permalink: links shared before stop working. */
    async refreshPermalink(id: number): Promise<DashboardRow> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const [row] = await db.update(dashboards).set({ permalink: newPermalink(), updatedAt: new Date() }).where(eq(dashboards.id, id)).returning();
          if (!row) throw new Error(`Dashboard ${id} vanished during an update`);
          return row;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    async remove(id: number): Promise<void> {
      await db.delete(dashboards).where(eq(dashboards.id, id));
    },
  };
}

export type DashboardsRepository = ReturnType<typeof dashboardsRepository>;
