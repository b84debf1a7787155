import { eq, or, sql } from "drizzle-orm";
import type { CurrentUser, Role } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";

export type NewUser = {
  name: string;
  username: string;
  email: string;
  passwordHash: string;
  role?: Role;
  /** Set for accounts whose address needs no link (the bootstrap admin, demo accounts). */
  emailVerifiedAt?: Date;
};
export type UserWithSecret = CurrentUser & { passwordHash: string; active: boolean };

export class UniqueViolation extends Error {
  readonly field: "username" | "email";
  constructor(field: "username" | "email") {
    super(`${field} taken`);
    this.field = field;
  }
}

const publicColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  avatar: users.avatarUrl,
  role: users.role,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
};

/** Postgres and PGlite both report unique violations as SQLSTATE 23505, wrapped by Drizzle in `cause`. */
function uniqueField(error: unknown): "username" | "email" | undefined {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === "23505") {
      const where = `${e.constraint ?? ""} ${e.message ?? ""}`;
      return where.includes("users_email") ? "email" : "username";
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

export function createUsersRepository(db: Database) {
  return {
    async create(user: NewUser): Promise<CurrentUser> {
      try {
        const [row] = await db.insert(users).values(user).returning(publicColumns);
        if (!row) throw new Error("user insert returned no row");
        return row;
      } catch (error) {
        const field = uniqueField(error);
        if (field) throw new UniqueViolation(field);
        throw error;
      }
    },
    /** By username or email, case-insensitively. */
    async findForLogin(login: string): Promise<UserWithSecret | undefined> {
      const value = login.toLowerCase();
      const [row] = await db
        .select({ ...publicColumns, passwordHash: users.passwordHash, active: users.active })
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
        .limit(1);
      return row;
    },
    /** By email, case-insensitively (password reset: usernames never contain "@"). */
    async findByEmail(email: string): Promise<(CurrentUser & { active: boolean }) | undefined> {
      const [row] = await db
        .select({ ...publicColumns, active: users.active })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },
    async existsWithRole(role: Role): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1);
      return Boolean(row);
    },
    /** With the password hash, for checks that need the current password (profile password change). */
    async findByIdWithSecret(id: string): Promise<UserWithSecret | undefined> {
      const [row] = await db
        .select({ ...publicColumns, passwordHash: users.passwordHash, active: users.active })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
    /** The user's own name and avatar (left-out fields stay). The email changes only through a link (decision 0019). */
    async updateProfile(
      id: string,
      profile: { name?: string; avatar?: string | null },
    ): Promise<CurrentUser | undefined> {
      const { name, avatar } = profile;
      const [row] = await db
        .update(users)
        .set({
          ...(name === undefined ? {} : { name }),
          ...(avatar === undefined ? {} : { avatarUrl: avatar }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(publicColumns);
      return row;
    },
    /** Registration: is this username taken (case-insensitively)? */
    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return Boolean(row);
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
