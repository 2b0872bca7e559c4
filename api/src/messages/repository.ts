import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { MAX_ROW_ID, type GlobalMessage } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { messageDismissals, messages } from '../db/schema.js';

/** The dismissal key of a stored message; computed banners use their own keys (see the shared banner rules). */
const storedMessageKey = (id: number) => `message:${id}`;

export function messagesRepository(db: Database) {
  return {
    /** Messages in their time window for everyone or for this company. */
    async activeFor(companyId: number, now = new Date()): Promise<GlobalMessage[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(or(isNull(messages.companyId), eq(messages.companyId, companyId)), lte(messages.startsAt, now), or(isNull(messages.endsAt), gt(messages.endsAt, now))))
        .orderBy(asc(messages.id));
      return rows.map((row) => ({
        key: storedMessageKey(row.id),
        code: row.code,
        title: row.title,
        body: row.body,
        level: row.level,
        closeable: row.closeable,
        link: row.linkLabel && row.linkHref ? { label: row.linkLabel, href: row.linkHref } : null,
      }));
    },

    async dismissedBy(userId: number): Promise<string[]> {
      const rows = await db.select({ key: messageDismissals.key }).from(messageDismissals).where(eq(messageDismissals.userId, userId));
      return rows.map((row) => row.key);
    },

    /** Idempotent: closing a closed message again changes nothing. */
    async dismiss(userId: number, key: string): Promise<void> {
      await db
        .insert(messageDismissals)
        .values({ userId, key })
        .onConflictDoNothing({ target: [messageDismissals.userId, messageDismissals.key] });
    },

    /** Messages that cannot be closed must not be recorded as closed. */
    async isUncloseable(key: string): Promise<boolean> {
      const id = /^message:(\d+)$/.exec(key)?.[1];
      // Beyond the id column's range there is no such message.
      if (!id || Number(id) > MAX_ROW_ID) return false;
      const [row] = await db
        .select({ closeable: messages.closeable })
        .from(messages)
        .where(eq(messages.id, Number(id)));
      return row ? !row.closeable : false;
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
