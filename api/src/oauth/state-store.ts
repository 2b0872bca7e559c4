import { eq, lt } from 'drizzle-orm';
import type { SourceType } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { oauthStates } from '../db/schema.js';
import { randomToken, sha256 } from '../lib/tokens.js';

/** Long enough to pick an account and read a consent screen, short enough to be useless when leaked later. */
const STATE_TTL_MS = 10 * 60 * 1000;

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export interface NewOAuthState {
  type: SourceType;
  companyId: number;
  userId: number;
  sourceId?: number;
  codeVerifier?: string;
  /** The account the user typed before the consent (AccuRanker), kept for the callback. */
  account?: string;
}

/**
 * The `state` of authorisations in flight. Only its SHA-256 is stored, so the
 * table does not hand out usable states; taking one deletes it, so it works
 * once whatever the outcome.
 */
export function oauthStateStore(db: Database, now: () => number = Date.now) {
  return {
    async create(fields: NewOAuthState): Promise<string> {
      // Abandoned consents are swept here rather than by a timer.
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now())));
      const state = randomToken();
      await db.insert(oauthStates).values({
        id: sha256(state),
        type: fields.type,
        companyId: fields.companyId,
        userId: fields.userId,
        sourceId: fields.sourceId ?? null,
        codeVerifier: fields.codeVerifier ?? null,
        account: fields.account ?? null,
        expiresAt: new Date(now() + STATE_TTL_MS),
      });
      return state;
    },

    /** The stored state, removed in the same statement (two callbacks racing cannot both get it); the caller checks its expiry. */
    async take(state: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db
        .delete(oauthStates)
        .where(eq(oauthStates.id, sha256(state)))
        .returning();
      return row;
    },
  };
}

export type OAuthStateStore = ReturnType<typeof oauthStateStore>;
