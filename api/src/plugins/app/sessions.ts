import fp from 'fastify-plugin';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users, type Session, type User } from '../../db/schema.js';
import { cookieOptions } from '../../lib/cookies.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

export const SESSION_COOKIE = 'pulseboard_session';
const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** The sliding expiry is written at most this often, not on every request. */
const SLIDE_INTERVAL_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    user: User | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Signs `user` in on a fresh session (the previous one is dropped: no fixation). */
      start(request: FastifyRequest, reply: FastifyReply, user: User, options: { persistent: boolean }): Promise<void>;
      /** Signs out: the row is deleted and the cookie cleared. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Every session of a user, e.g. after a password reset. */
      endAllFor(userId: number): Promise<void>;
    };
  }
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, persistent: boolean) {
  // A non-persistent session keeps no Max-Age: the browser forgets it on exit.
  const lifetime = persistent ? { maxAge: SESSION_TTL_MS / 1000 } : {};
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, { httpOnly: true, ...lifetime }));
}

/** Static files and the SPA fallback never need the user; skipping them saves a query per asset. */
function needsSession(request: FastifyRequest): boolean {
  return !request.is404 && !(request.routeOptions.url ?? '').endsWith('*');
}

export default fp(
  async (app) => {
    const { db } = app;
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !needsSession(request)) return;
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sha256(token)))
        .limit(1);
      const now = Date.now();
      if (!row || row.session.expiresAt.getTime() <= now) {
        if (row) await db.delete(sessions).where(eq(sessions.id, row.session.id));
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        return;
      }
      request.session = row.session;
      request.user = row.user;
      if (now - row.session.lastSeen.getTime() >= SLIDE_INTERVAL_MS) {
        const [slid] = await db
          .update(sessions)
          .set({ expiresAt: new Date(now + SESSION_TTL_MS), lastSeen: new Date(now), ip: request.ip })
          .where(eq(sessions.id, row.session.id))
          .returning();
        request.session = slid ?? row.session;
        if (row.session.persistent) setSessionCookie(request, reply, token, true);
      }
    });

    app.decorate('sessions', {
      async start(request, reply, user, { persistent }) {
        if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
        // Expired rows of this user are swept here rather than by a timer.
        await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
        const token = randomToken();
        const [session] = await db
          .insert(sessions)
          .values({
            id: sha256(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + SESSION_TTL_MS),
            persistent,
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          })
          .returning();
        request.session = session ?? null;
        request.user = user;
        setSessionCookie(request, reply, token, persistent);
      },

      async end(request, reply) {
        if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
        request.session = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      },

      async endAllFor(userId) {
        await db.delete(sessions).where(eq(sessions.userId, userId));
      },
    });
  },
  // After identification: a stale page is refused before its session is looked up.
  { name: 'sessions', dependencies: ['db', 'cookie', 'identification'] },
);
