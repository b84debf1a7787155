import { eq, or, sql } from "drizzle-orm";
import type { CurrentUser, Role } from "../../../contracts/auth.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";

export type NewUser = { name: string; username: string; email: string; passwordHash: string; role?: Role };
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
    async existsWithRole(role: Role): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, role)).limit(1);
      return Boolean(row);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
