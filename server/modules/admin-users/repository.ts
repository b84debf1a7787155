import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { AdminUser, AdminUsersPage, AdminUsersQuery } from "#contracts/admin-users.ts";
import type { Role } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";

export type UserChange = { role?: Role; active?: boolean };

export type UpdateResult =
  | { kind: "not-found" }
  | { kind: "last-admin" }
  | { kind: "updated"; before: AdminUser; after: AdminUser };

const columns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
};

function toDto(row: Omit<AdminUser, "createdAt"> & { createdAt: Date }): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The search text matches literally: % and _ are LIKE wildcards and \ is LIKE's escape character. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchFilter(query: Pick<AdminUsersQuery, "q" | "role">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    // Both sides lowered by PostgreSQL, so case folding is the database's, the same as the unique indexes'.
    const match = (column: SQL) => sql`${column} like lower(${pattern}) escape '\\'`;
    conditions.push(
      or(
        match(sql`lower(${users.name})`),
        match(sql`lower(${users.username})`),
        match(sql`lower(${users.email})`),
      ) as SQL,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Whether the change takes an active admin out of the admins who can still sign in. */
function mayRemoveAdmin(change: UserChange): boolean {
  return (change.role !== undefined && change.role !== "admin") || change.active === false;
}

export function createAdminUsersRepository(db: Database) {
  return {
    async search(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const where = searchFilter(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(where)
          // Newest first; the id breaks ties so pages never repeat or skip a row.
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return {
        items: rows.map(toDto),
        total: Number(totals?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Applies the change unless it would leave no active admin. The check and the write share one
     * transaction that locks the active admins first (always in id order), so two admins demoting each
     * other at the same moment cannot both succeed, and cannot deadlock.
     */
    async update(id: string, change: UserChange): Promise<UpdateResult> {
      return db.transaction(async (tx) => {
        let activeAdminIds: string[] | undefined;
        if (mayRemoveAdmin(change)) {
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "admin"), eq(users.active, true)))
            .orderBy(asc(users.id))
            .for("update");
          activeAdminIds = admins.map((admin) => admin.id);
        }
        const [before] = await tx.select(columns).from(users).where(eq(users.id, id)).for("update");
        if (!before) return { kind: "not-found" };
        const isActiveAdmin = before.role === "admin" && before.active;
        if (isActiveAdmin && activeAdminIds && !activeAdminIds.some((adminId) => adminId !== id)) {
          return { kind: "last-admin" };
        }
        const [after] = await tx
          .update(users)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(columns);
        if (!after) return { kind: "not-found" };
        return { kind: "updated", before: toDto(before), after: toDto(after) };
      });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
