import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema/auth.ts";

export type SessionRecord = {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
};

export function createSessionsRepository(db: Database) {
  return {
    async create(session: { id: string; userId: string; expiresAt: Date; now: Date; userAgent?: string }) {
      await db.insert(sessions).values({
        id: session.id,
        userId: session.userId,
        createdAt: session.now,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
        userAgent: session.userAgent?.slice(0, 255),
      });
    },
    /** The session and its (active) user, if it has not passed its absolute expiry. */
    async findWithUser(
      id: string,
      now: Date,
    ): Promise<{ session: SessionRecord; user: CurrentUser } | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          name: users.name,
          username: users.username,
          email: users.email,
          avatar: users.avatarUrl,
          role: users.role,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), eq(users.active, true)))
        .limit(1);
      if (!row) return undefined;
      const { name, username, email, avatar, role, emailVerified, ...session } = row;
      return { session, user: { id: row.userId, name, username, email, avatar, role, emailVerified } };
    },
    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /** Every session of the user but the one with this id (the hash of the token being kept). */
    async deleteForUserExcept(userId: string, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
