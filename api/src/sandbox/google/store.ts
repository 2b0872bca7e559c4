import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SwitchStore } from '../switch-board.js';
import { sandboxGoogleGrants, sandboxGoogleSwitches } from './schema.js';

export interface StoredGrant {
  /** SHA-256 of the refresh token. */
  id: string;
  companyId: number | null;
  account: string;
  clientId: string;
  scopes: string[];
  revoked: boolean;
}

/** Where the sandbox keeps what must outlive the process: grants and switches. */
export interface SandboxGoogleStore extends SwitchStore {
  insertGrant(grant: StoredGrant): Promise<void>;
  findGrant(id: string): Promise<StoredGrant | undefined>;
  revokeGrant(id: string): Promise<void>;
}

/** The store in the app's PostgreSQL database. */
export function pgSandboxGoogleStore(db: Database): SandboxGoogleStore {
  return {
    async insertGrant(grant) {
      await db.insert(sandboxGoogleGrants).values(grant);
    },
    async findGrant(id) {
      const [row] = await db.select().from(sandboxGoogleGrants).where(eq(sandboxGoogleGrants.id, id));
      return row && { id: row.id, companyId: row.companyId, account: row.account, clientId: row.clientId, scopes: row.scopes, revoked: row.revoked };
    },
    async revokeGrant(id) {
      await db.update(sandboxGoogleGrants).set({ revoked: true }).where(eq(sandboxGoogleGrants.id, id));
    },
    async switches() {
      return db.select({ companyId: sandboxGoogleSwitches.companyId, account: sandboxGoogleSwitches.account, name: sandboxGoogleSwitches.name }).from(sandboxGoogleSwitches);
    },
    async setSwitch(entry, on) {
      if (on) await db.insert(sandboxGoogleSwitches).values(entry).onConflictDoNothing();
      else
        await db
          .delete(sandboxGoogleSwitches)
          .where(and(eq(sandboxGoogleSwitches.companyId, entry.companyId), eq(sandboxGoogleSwitches.account, entry.account), eq(sandboxGoogleSwitches.name, entry.name)));
    },
    async clearSwitches(companyId) {
      await db.delete(sandboxGoogleSwitches).where(eq(sandboxGoogleSwitches.companyId, companyId));
    },
  };
}
