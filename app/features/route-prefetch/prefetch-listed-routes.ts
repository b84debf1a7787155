import {
  type DataRouter,
  matchRoutes,
  type UNSAFE_AssetsManifest,
  type UNSAFE_RouteModules,
} from "react-router";
import { prefetchRouteLimit, prefetchRoutes } from "#contracts/route-prefetch.ts";
import type { ConnectionHints } from "./connection.ts";
import { routeAssetHrefs } from "./route-assets.ts";
import { selectPrefetchRoutes } from "./select-prefetch-routes.ts";
import { normalizePath, readVisited } from "./visited-routes.ts";

/** React Router learns the routes of the paths a page links to shortly after hydration (route discovery). */
const discoveryWaitMs = 3000;

type Matches = NonNullable<ReturnType<typeof matchRoutes>>;

/** The paths the page links to (the router discovers the routes of rendered links, and only of those). */
function linkedPaths(): Set<string> {
  const paths = new Set<string>();
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")) {
    paths.add(normalizePath(anchor.pathname));
  }
  return paths;
}

/**
 * Adds `<link rel="prefetch">` for the route modules and stylesheets of up to 3 listed pages (the choice:
 * select-prefetch-routes.ts) and resolves to how many pages it chose. The hrefs are React Router's own, from
 * its manifest of the routes it has discovered. Only listed pages this page links to are candidates: the
 * router never discovers the others, and waiting for them cost the portal pages (which link to none) 3 s and
 * a dozen full route matches on the main thread. It first waits, up to 3 s, for the router to know every
 * candidate (its discovery of the page's links may still be on its way).
 */
export async function prefetchListedRoutes(input: {
  router: DataRouter;
  manifest: UNSAFE_AssetsManifest;
  routeModules: UNSAFE_RouteModules;
  connection: ConnectionHints | undefined;
}): Promise<number> {
  const { router, manifest, routeModules } = input;
  // A path the router has not discovered yet matches nothing, or only the not-found splat. Each match
  // flattens and ranks every route (over a hundred), so a path is matched once it is known, never again.
  const known = new Map<string, Matches>();
  const matchesOf = (path: string): Matches | undefined => {
    const cached = known.get(path);
    if (cached) return cached;
    const matches = matchRoutes(router.routes, path);
    if (!matches || matches.at(-1)?.route.path === "*") return undefined;
    known.set(path, matches);
    return matches;
  };
  const current = normalizePath(window.location.pathname);
  const visited = readVisited();
  const linked = linkedPaths();
  const candidates = prefetchRoutes.filter(
    (path) => path !== current && !visited.has(path) && linked.has(path),
  );
  if (candidates.length === 0) return 0;
  await new Promise<void>((resolve) => {
    // Stops at the first path still unknown: the router learns the page's links in one batch.
    const allKnown = () => candidates.every((path) => matchesOf(path) !== undefined);
    if (allKnown()) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = router.subscribe(() => {
      if (allKnown()) done();
    });
    const timer = setTimeout(done, discoveryWaitMs);
  });

  const loaded = new Set(Object.keys(routeModules));
  const chosen = selectPrefetchRoutes({
    routes: candidates,
    current,
    visited,
    connection: input.connection,
    limit: prefetchRouteLimit,
    // Each candidate is matched at most once more here; one the router still does not know is skipped.
    routeKey: (path) => matchesOf(path)?.at(-1)?.route.id,
    loadedKeys: loaded,
  });
  const present = new Set(
    [...document.querySelectorAll("link[href], script[src]")].map(
      (element) => element.getAttribute("href") ?? element.getAttribute("src"),
    ),
  );
  for (const path of chosen) {
    const ids = (matchesOf(path) ?? []).flatMap((match) => (match.route.id ? [match.route.id] : []));
    const { scripts, styles } = routeAssetHrefs(ids, manifest, loaded);
    const files = [
      ...scripts.map((href) => ({ href, as: "script" })),
      ...styles.map((href) => ({ href, as: "style" })),
    ];
    for (const { href, as } of files) {
      if (present.has(href)) continue;
      present.add(href);
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.as = as;
      link.href = href;
      link.dataset.route = path;
      document.head.append(link);
    }
  }
  return chosen.length;
}
