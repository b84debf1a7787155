import { and, eq, inArray, sql } from "drizzle-orm";
import type { Role } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";

// The accounts a post names or answers (mentions, the author replied to): active ones only, with the role
// the space rule needs.

export type Person = { id: string; username: string; role: Role };

const columns = { id: users.id, username: users.username, role: users.role };

export function createPeopleRepository(db: Database) {
  return {
    /** By username, case-insensitively (users_username_lower_idx); `names` are lower-cased. */
    async byUsernames(names: string[]): Promise<Person[]> {
      if (names.length === 0) return [];
      return db
        .select(columns)
        .from(users)
        .where(and(inArray(sql`lower(${users.username})`, names), eq(users.active, true)));
    },

    async byIds(ids: string[]): Promise<Person[]> {
      if (ids.length === 0) return [];
      return db
        .select(columns)
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.active, true)));
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
