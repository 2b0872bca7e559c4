import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EmbeddingSettings } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import type { CredentialCipher } from '../lib/credential-cipher.js';
import { companyEmbedding } from '../db/schema.js';

/** 32 random bytes as hex: the HS256 key an agency's server signs embed tokens with. */
const newSecret = () => randomBytes(32).toString('hex');

/** The row a sealed secret belongs to: a secret copied into another company's row does not open. */
const sealedFor = (companyId: number) => `company_embedding:${companyId}`;

/**
 * A company's embedding settings: the secret, made on first use and sealed
 * at rest, and the sites allowed to frame its dashboards. Reading for a
 * request (a token check, the embed page) never creates the settings: a
 * company that never opened them has no secret, so no token is valid, and
 * no site is allowed.
 */
export function embeddingSettings(db: Database, cipher: CredentialCipher) {
  const open = (row: typeof companyEmbedding.$inferSelect): EmbeddingSettings => ({ secret: cipher.decrypt<string>(row.secret, sealedFor(row.companyId)), allowedSites: row.allowedSites });
  const find = async (companyId: number) => (await db.select().from(companyEmbedding).where(eq(companyEmbedding.companyId, companyId)))[0];

  /** The company's row, made with a new secret the first time. */
  const ensure = (companyId: number) =>
    db
      .insert(companyEmbedding)
      .values({ companyId, secret: cipher.encrypt(newSecret(), sealedFor(companyId)) })
      .onConflictDoNothing();
  const change = async (companyId: number, values: Partial<typeof companyEmbedding.$inferInsert>) => {
    await ensure(companyId);
    const [row] = await db.update(companyEmbedding).set(values).where(eq(companyEmbedding.companyId, companyId)).returning();
    return open(row!);
  };

  return {
    /** The settings as an admin sees them, made now if the company has none. */
    async settingsOf(companyId: number): Promise<EmbeddingSettings> {
      await ensure(companyId);
      return open((await find(companyId))!);
    },

    /** The secret tokens are checked with, or null when the company has none yet. */
    async secretOf(companyId: number): Promise<string | null> {
      const row = await find(companyId);
      return row ? open(row).secret : null;
    },

    async allowedSitesOf(companyId: number): Promise<string[]> {
      return (await find(companyId))?.allowedSites ?? [];
    },

    setAllowedSites: (companyId: number, sites: string[]): Promise<EmbeddingSettings> => change(companyId, { allowedSites: [...new Set(sites)] }),

    /** A new secret: every token signed with the old one stops working at once, on every instance. */
    rotateSecret: (companyId: number): Promise<EmbeddingSettings> => change(companyId, { secret: cipher.encrypt(newSecret(), sealedFor(companyId)), secretRotatedAt: new Date() }),
  };
}
export type EmbeddingSettingsStore = ReturnType<typeof embeddingSettings>;
