import pg from "pg";

/**
 * Runs the start-up work on the database (migrations, seed, bootstrap admin) one instance at a time
 * (issue 13): instances started together (systemd at boot, compose, a rolling deploy) would otherwise
 * apply the same migration twice or race to create the first admin. A PostgreSQL advisory lock on a
 * connection of its own; PGlite belongs to one process and needs none.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('ai-labs:startup'))");
    return await work();
  } finally {
    // Ending the session releases the lock too; unlocking first keeps the next instance from waiting on it.
    await client.query("select pg_advisory_unlock(hashtext('ai-labs:startup'))").catch(() => {});
    await client.end().catch(() => {});
  }
}
