import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { passwordResets } from '../db/schema.js';
import { randomToken, sha256 } from '../lib/tokens.js';

/**
 * A link that lets its holder set the user's password: a reset, or an
 * invitation to a teammate who has none yet. Only the newest link of a user
 * works, and only its hash is stored.
 */
export async function issuePasswordLink(executor: Executor, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await executor.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await executor.insert(passwordResets).values({ userId, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

/** The page that takes the link's token; `invitation` makes it greet a new teammate rather than reset. */
export function passwordLinkUrl(appUrl: string, token: string, email: string, purpose: 'reset' | 'invitation'): string {
  const query = new URLSearchParams({ email, ...(purpose === 'invitation' ? { invitation: '1' } : {}) });
  return `${appUrl}/password/reset/${token}?${query.toString()}`;
}
