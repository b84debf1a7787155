import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createServices } from "#server/services.ts";

/** The page sources exactly as the app composes them (server/services.ts), to compare pages and sitemap with. */
export function pageSourcesOf(db: Database, publicUrl: string) {
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: publicUrl, DATA_DIR: "./data-test-unused" },
    { sessionSecret: "test-secret-test-secret-test-secret-0123" },
  );
  return createServices({ db, config, hasher: {} as PasswordHasher, authLog: () => {} }).pageSources;
}

/** Every path the sources list, with whether it is indexable. */
export async function listedPaths(db: Database, publicUrl: string) {
  const paths = new Map<string, boolean>();
  for (const source of pageSourcesOf(db, publicUrl)) {
    for (const item of await source.list()) if (!paths.has(item.path)) paths.set(item.path, !item.noindex);
  }
  return paths;
}
