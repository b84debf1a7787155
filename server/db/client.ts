import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { withPreparedStatements } from "./pglite-prepared-statements.ts";
import { type Schema, schema } from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened by `db.transaction`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where a write may run: the database itself, or a transaction a use case opened around several writes. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client error (server restart) must not crash the process; the pool replaces the client.
    pool.on("error", () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  // Every query runs as a named prepared statement (decision 0061). By default PostgreSQL plans a
  // statement's first five runs for their values and later ones whenever its generic plan looks costlier,
  // and planning reads the size of every relation it touches (an lseek, then an fstat through Node's file
  // system). Planned once and kept, the student overview costs about a tenth less CPU and due-this-week a
  // third less (decision 0071). A kept plan can be worse for skewed values; no page measured slower.
  // PostgreSQL proper keeps its default.
  await client.exec("set plan_cache_mode = force_generic_plan");
  const db = drizzlePglite({ client: withPreparedStatements(client), schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function databaseOptionsFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): DatabaseOptions {
  if (config.DATABASE_URL) return { kind: "postgres", url: config.DATABASE_URL };
  return { kind: "pglite", dataDir: path.join(config.DATA_DIR, "pglite") };
}
