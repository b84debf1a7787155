import { type BuildAppOptions, buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { seedDatabase } from "#server/db/seed.ts";
import type { TestApp } from "./test-app.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * buildApp with server rendering, on a fresh seeded database: pages render through Vite's dev server (no
 * build needed), with the same loaders, in-process API reads and head tags as production.
 */
export async function createSsrTestApp(
  env: Record<string, string> = {},
  options: { pageCacheTtlMs?: number; logStream?: BuildAppOptions["logStream"] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDatabase(database.db);
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "./data-test-unused", ...env },
    { sessionSecret: "test-secret-test-secret-test-secret-0123" },
  );
  const { logStream, ...ssrOptions } = options;
  const app = await buildApp({
    config,
    database,
    ssr: { mode: "development", buildDir: "build", ...ssrOptions },
    logStream,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir: config.DATA_DIR,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The document a browser would get for `path`. */
export async function renderPage(app: TestApp["app"], path: string) {
  const response = await app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}
