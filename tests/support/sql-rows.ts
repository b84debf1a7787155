import type { SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/** Raw SQL for assertions about what was stored; both engines answer { rows }. */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
