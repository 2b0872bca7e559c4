import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Source, SourceType } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { sources, type SourcePropertyRow } from '../db/schema.js';
import type { CredentialCipher } from '../lib/credential-cipher.js';
import { SourceProviderError, type Credentials } from '../connectors/types.js';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.js';
import { providerTimeout } from '../oauth/provider-fetch.js';

export type SourceRow = typeof sources.$inferSelect;

/** Given the credentials stored, answers new ones to store, or null when those serve. */
type Renew = (stored: Credentials) => Promise<Credentials | null>;

/** The browser's view of a source: everything but the credentials. */
export function toSource(row: SourceRow): Source {
  return {
    id: row.id,
    name: row.name as SourceType,
    account: row.account,
    invalid: row.invalid,
    properties: row.properties,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What sealed credentials are bound to: their row, in its company. */
const sealedFor = (row: Pick<SourceRow, 'id' | 'companyId'>) => `sources:${row.id}:company:${row.companyId}`;

/** How long a token refresh's lease outlasts the provider timeout: time to store the answer, after which a process that died holding it is taken over. */
const REFRESH_LEASE_MARGIN_MS = 5_000;
/** How often a process waiting for another's refresh tries to take the lease. */
const REFRESH_POLL_MS = 100;
/** How long past the lease it first saw a waiting process keeps trying before it gives up: whoever takes the lease next holds it briefly. */
const REFRESH_WAIT_MARGIN_MS = 5_000;

export function sourcesRepository(app: FastifyInstance, db: Database, cipher: CredentialCipher) {
  // What each widget's data asks for every instance it runs: built once, prepared once per connection.
  const inCompany = db
    .select()
    .from(sources)
    .where(and(eq(sources.id, sql.placeholder('id')), eq(sources.companyId, sql.placeholder('companyId'))))
    .prepare('source_in_company');
  const manyInCompany = db
    .select()
    .from(sources)
    .where(and(sql`${sources.id} = any(${sql.placeholder('ids')}::integer[])`, eq(sources.companyId, sql.placeholder('companyId'))))
    .prepare('sources_in_company');
  const idsInCompany = db
    .select({ id: sources.id })
    .from(sources)
    .where(and(sql`${sources.id} = any(${sql.placeholder('ids')}::integer[])`, eq(sources.companyId, sql.placeholder('companyId'))))
    .prepare('source_ids_in_company');

  /** Every change to a source's validity or list reaches the company's open pages (spec §4). */
  async function broadcast(companyId: number, changedId: number, socketId?: string): Promise<void> {
    await app.realtime.companySourceUpdated(companyId, { id: changedId, sources: await app.companyData.sourcesOf(companyId) }, { socketId });
  }

  async function update(id: number, patch: Partial<SourceRow>): Promise<SourceRow> {
    const [row] = await db
      .update(sources)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(sources.id, id))
      .returning();
    // Removed while a call on it ran: for whoever waits on that call, the source is simply gone.
    if (!row) throw notFound();
    return row;
  }

  function opened(row: SourceRow, sealed: string | null): Credentials {
    return sealed ? cipher.decrypt<Credentials>(sealed, sealedFor(row)) : {};
  }

  /** No process holds the source's token refresh lease: none took it, or it lapsed. */
  const refreshLeaseFree = () => or(isNull(sources.tokenRefreshUntil), lt(sources.tokenRefreshUntil, sql`now()`));

  /** Takes the source's token refresh lease unless another process holds it: the credentials stored, or undefined. */
  async function takeRefreshLease(id: number): Promise<{ credentials: string | null } | undefined> {
    const leaseMs = providerTimeout() + REFRESH_LEASE_MARGIN_MS;
    const [taken] = await db
      .update(sources)
      .set({ tokenRefreshUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(and(eq(sources.id, id), refreshLeaseFree()))
      .returning({ credentials: sources.credentials });
    return taken;
  }

  /** How long the lease another process holds has to run, in milliseconds (0 when it is free or has lapsed). */
  async function refreshLeaseRemainingMs(id: number): Promise<number> {
    const [lease] = await db
      .select({ remainingMs: sql<number>`greatest(0, extract(epoch from ${sources.tokenRefreshUntil} - now()) * 1000)::float8` })
      .from(sources)
      .where(eq(sources.id, id));
    if (!lease) throw notFound();
    return lease.remainingMs;
  }

  /** Stores renewed credentials if those read under the lease are still stored, ending the lease in the same statement: whether it did. */
  async function storeRenewed(row: SourceRow, read: string | null, renewed: Credentials): Promise<boolean> {
    const [written] = await db
      .update(sources)
      .set({ credentials: cipher.encrypt(renewed, sealedFor(row)), tokenRefreshUntil: null, updatedAt: new Date() })
      .where(and(eq(sources.id, row.id), sql`${sources.credentials} is not distinct from ${read}`))
      .returning({ id: sources.id });
    return written !== undefined;
  }

  /** Ends the lease without storing anything: the credentials stored now. */
  async function endRefreshLease(id: number): Promise<string | null> {
    const [stored] = await db.update(sources).set({ tokenRefreshUntil: null }).where(eq(sources.id, id)).returning({ credentials: sources.credentials });
    if (!stored) throw notFound();
    return stored.credentials;
  }

  /** `renew` under the lease, from what was stored when it was taken; the lease ends whatever happens. */
  async function renewHoldingLease(row: SourceRow, read: string | null, renew: Renew): Promise<Credentials> {
    let outcome: Credentials | undefined;
    try {
      const renewed = await renew(opened(row, read));
      if (renewed && (await storeRenewed(row, read, renewed))) outcome = renewed;
    } finally {
      // Failed, kept what it read (null), or a re-authorisation replaced that meanwhile, which stays: end the lease, take what is stored.
      outcome ??= opened(row, await endRefreshLease(row.id));
    }
    return outcome;
  }

  return {
    async list(companyId: number): Promise<SourceRow[]> {
      return db.select().from(sources).where(eq(sources.companyId, companyId)).orderBy(asc(sources.id));
    },

    /** Tenant-scoped: a source of another company is not found. */
    async findInCompany(id: number, companyId: number): Promise<SourceRow | undefined> {
      const [row] = await inCompany.execute({ id, companyId });
      return row;
    },

    /** Tenant-scoped, as findInCompany: the company's sources among `ids`, in no particular order. */
    async findManyInCompany(ids: number[], companyId: number): Promise<SourceRow[]> {
      return manyInCompany.execute({ ids, companyId });
    },

    /** Which of `ids` are the company's sources still: a removed source, or another company's, is not among them. */
    async connectedAmong(ids: number[], companyId: number): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await idsInCompany.execute({ ids, companyId });
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Whether another source, of any company, may hold the same provider grant as `row`: one of `types` (the types
     * sharing its OAuth client) connected with the same account, or, where the provider names no account, any other.
     */
    async grantMayBeShared(row: SourceRow, types: readonly SourceType[]): Promise<boolean> {
      const [other] = await db
        .select({ id: sources.id })
        .from(sources)
        .where(and(ne(sources.id, row.id), inArray(sources.name, [...types]), sql`${sources.account} is not distinct from ${row.account}`))
        .limit(1);
      return other !== undefined;
    },

    /** A new source; `properties` when its credentials were tried and they are known already. */
    async create(fields: { companyId: number; name: SourceType; account: string | null; credentials: Credentials | null; properties?: SourcePropertyRow[] }, socketId?: string): Promise<SourceRow> {
      // The row's id is known once it is inserted; its credentials are sealed for it in the same transaction.
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(sources)
          .values({ companyId: fields.companyId, name: fields.name, account: fields.account, credentials: null, ...(fields.properties ? { properties: fields.properties } : {}) })
          .returning();
        if (!inserted) throw new Error('The source was not stored');
        if (!fields.credentials) return inserted;
        const [sealed] = await tx
          .update(sources)
          .set({ credentials: cipher.encrypt(fields.credentials, sealedFor(inserted)) })
          .where(eq(sources.id, inserted.id))
          .returning();
        return sealed ?? inserted;
      });
      await broadcast(fields.companyId, row.id, socketId);
      return row;
    },

    credentialsOf(row: SourceRow): Credentials {
      return opened(row, row.credentials);
    },

    /** New credentials (a refreshed token, or a re-authorisation): a re-authorised source is valid again. */
    /**
     * Stores credentials a connector extended while it worked (a Meta listing's Page tokens, Mailchimp's data
     * centre) unless what is stored changed since `row` was read, or a token refresh is under way: a
     * re-authorisation or a refresh landing meanwhile stays (the extension belongs to the credentials it was made
     * with, and is made again from the new ones when needed). Whether it stored them.
     */
    async storeExtendedCredentials(row: SourceRow, credentials: Credentials): Promise<boolean> {
      const [written] = await db
        .update(sources)
        .set({ credentials: cipher.encrypt(credentials, sealedFor(row)), updatedAt: new Date() })
        .where(and(eq(sources.id, row.id), sql`${sources.credentials} is not distinct from ${row.credentials}`, refreshLeaseFree()))
        .returning({ id: sources.id });
      return written !== undefined;
    },

    async saveCredentials(row: SourceRow, credentials: Credentials, options: { account?: string | null; reauthorised?: boolean } = {}): Promise<SourceRow> {
      const updated = await update(row.id, {
        credentials: cipher.encrypt(credentials, sealedFor(row)),
        ...(options.account !== undefined ? { account: options.account } : {}),
        ...(options.reauthorised ? { invalid: false } : {}),
      });
      if (options.reauthorised && row.invalid) await broadcast(row.companyId, row.id);
      return updated;
    },

    /**
     * Refreshes the source's token one process at a time (the worker and every API instance): under a lease on the
     * source's row, `renew` is given the credentials stored now and answers new ones, or null to keep those. A provider
     * that rotates refresh tokens takes each once, so a second process must not spend the one the first already spent:
     * it waits for the lease, then takes it and gives `renew` what the first stored. The lease is a time on the row,
     * not a lock, so no connection of the pool is held while the provider answers (a burst of refreshes, or a slow
     * provider, would otherwise take every one); a process that dies holding it leaves it to lapse. The write is
     * conditional on what was read: a re-authorisation stored meanwhile (it takes no lease) stays, and is what this answers.
     */
    async renewCredentials(row: SourceRow, renew: Renew): Promise<Credentials> {
      let giveUpAt: number | undefined;
      for (;;) {
        const taken = await takeRefreshLease(row.id);
        if (taken) return renewHoldingLease(row, taken.credentials, renew);
        const remainingMs = await refreshLeaseRemainingMs(row.id);
        giveUpAt ??= Date.now() + remainingMs + REFRESH_WAIT_MARGIN_MS;
        if (Date.now() > giveUpAt) throw new SourceProviderError('The token is still being refreshed by another process');
        await sleep(Math.min(remainingMs, REFRESH_POLL_MS));
      }
    },

    async setProperties(row: SourceRow, properties: SourcePropertyRow[]): Promise<SourceRow> {
      return update(row.id, { properties });
    },

    /**
     * The provider refused the source's credentials (spec §4): it becomes
     * invalid, its properties are emptied, and the company hears of it live.
     */
    async markInvalid(row: SourceRow): Promise<SourceRow> {
      const updated = await update(row.id, { invalid: true, properties: [] });
      if (!row.invalid) await broadcast(row.companyId, row.id);
      return updated;
    },

    async remove(row: SourceRow, socketId?: string): Promise<void> {
      await db.delete(sources).where(eq(sources.id, row.id));
      await broadcast(row.companyId, row.id, socketId);
    },
  };
}

export type SourcesRepository = ReturnType<typeof sourcesRepository>;
