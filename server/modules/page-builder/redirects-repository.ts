import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { redirects } from "#server/db/schema/seo.ts";

/**
 * Reads the SEO workbench's redirects (issue 20) for the page builder: a redirect answers its path before any
 * page is rendered, so a landing page under one would never be seen.
 */
export function createRedirectsLookup(db: Database) {
  return {
    /** The path of the redirect that answers `path` (its own, or a prefix redirect above it), if any. */
    async covering(path: string): Promise<string | undefined> {
      const prefixes = path
        .split("/")
        .slice(1)
        .map((_, index, parts) => `/${parts.slice(0, index + 1).join("/")}`);
      const rows = await db
        .select({ from: redirects.fromPath, match: redirects.match })
        .from(redirects)
        .where(inArray(redirects.fromPath, prefixes));
      return rows.find((row) => row.from === path || row.match === "prefix")?.from;
    },
  };
}
export type RedirectsLookup = ReturnType<typeof createRedirectsLookup>;
