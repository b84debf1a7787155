import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";
import type { Schema } from "./schema.ts";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

// The generated SQL in drizzle/ is applied at boot, on either engine; already-applied files are skipped.
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
