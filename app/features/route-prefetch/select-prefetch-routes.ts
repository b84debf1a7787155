import { type ConnectionHints, prefetchAllowed } from "./connection.ts";
import { normalizePath } from "./visited-routes.ts";

/**
 * SPEC.md section 9: up to `limit` routes of the fixed list, in its order, skipping the current page and the
 * pages visited in this session. `routeKey` names the route module a path renders (undefined while the router
 * does not know the path yet): a path whose module is already loaded, or already taken for an earlier path
 * (the five course pages share one module), would prefetch nothing and is skipped too.
 */
export function selectPrefetchRoutes(input: {
  routes: readonly string[];
  current: string;
  visited: ReadonlySet<string>;
  connection?: ConnectionHints;
  limit: number;
  routeKey?: (path: string) => string | undefined;
  loadedKeys?: ReadonlySet<string>;
}): string[] {
  if (!prefetchAllowed(input.connection)) return [];
  const current = normalizePath(input.current);
  const taken = new Set<string>(input.loadedKeys);
  const chosen: string[] = [];
  for (const path of input.routes) {
    if (chosen.length >= input.limit) break;
    if (path === current || input.visited.has(path)) continue;
    const key = input.routeKey ? input.routeKey(path) : path;
    if (key === undefined || taken.has(key)) continue;
    taken.add(key);
    chosen.push(path);
  }
  return chosen;
}
