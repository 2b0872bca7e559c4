import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oauthStates } from '../db/schema.js';
import { sha256 } from '../lib/tokens.js';

/**
 * The company that asked for a consent, learnt by the fake's consent page
 * from the OAuth state the app issued (oauth/state-store keeps its SHA-256);
 * undefined once the state has expired.
 */
export function companyOfOAuthState(db: Database) {
  return async (state: string): Promise<number | undefined> => {
    const [row] = await db
      .select({ companyId: oauthStates.companyId })
      .from(oauthStates)
      .where(and(eq(oauthStates.id, sha256(state)), gt(oauthStates.expiresAt, new Date())));
    return row?.companyId;
  };
}
