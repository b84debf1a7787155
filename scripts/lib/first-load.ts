// First-load JavaScript per route from React Router's browser manifest (build/client/assets/manifest-*.js):
// what a visitor downloads before a page is interactive = the client entry and its static imports, the module
// + static imports of every route in the match (root ... leaf), and the part of the manifest the server
// inlines into the page. With lazy route discovery (React Router's default) the browser never fetches the
// manifest file: the HTML carries the entry and the matched routes' entries, and other routes are patched in
// from /__manifest when a link to them appears. Counting the whole file would charge every page for every
// other page. Modules loaded later with import() are not in these lists, which is the point of loading them
// lazily.

export type ManifestEntry = { module: string; imports?: string[]; css?: string[] };
export type ManifestRoute = ManifestEntry & {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
};
export type BrowserManifest = {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
  url?: string;
};

export type RouteBudget = { name: "public" | "portal"; limitKb: number };

export const budgets = {
  public: { name: "public", limitKb: 120 },
  portal: { name: "portal", limitKb: 250 },
} as const satisfies Record<string, RouteBudget>;

// Route modules of the signed-in areas (ARCHITECTURE.md section 7 gives them the larger portal budget).
const portalModule = /^routes\/(student|instructor|admin|marketer|portal|profile)\//;

/** Reads `window.__reactRouterManifest={...}` (the file React Router writes for the browser). */
export function parseManifestScript(source: string): BrowserManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("not a React Router manifest script");
  return JSON.parse(source.slice(start, end + 1)) as BrowserManifest;
}

/** root ... route, following parentId. */
export function routeChain(manifest: BrowserManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  let current: ManifestRoute | undefined = manifest.routes[id];
  while (current) {
    chain.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return chain;
}

/** The full URL pattern of a route, e.g. "/dashboard/student/courses" (index routes: their parent's). */
export function routePattern(manifest: BrowserManifest, id: string): string {
  const parts = routeChain(manifest, id)
    .flatMap((route) => (route.path ?? "").split("/"))
    .filter((part) => part !== "");
  return `/${parts.join("/")}`;
}

/** Routes a visitor can land on: those no other route has as parent. */
export function leafRoutes(manifest: BrowserManifest): ManifestRoute[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes).filter((route) => !parents.has(route.id));
}

export function budgetFor(manifest: BrowserManifest, id: string): RouteBudget {
  const portal = routeChain(manifest, id).some(
    (route) => portalModule.test(route.id) || route.id.startsWith("portal/"),
  );
  return portal ? budgets.portal : budgets.public;
}

/** Every JS file of the first load of `id`, deduplicated, in load order. */
export function firstLoadFiles(manifest: BrowserManifest, id: string): string[] {
  const files = new Set<string>();
  for (const entry of [manifest.entry, ...routeChain(manifest, id)]) {
    files.add(entry.module);
    for (const file of entry.imports ?? []) files.add(file);
  }
  return [...files];
}

/** The manifest script the server writes into the page of `id`: the entry and the routes of the match. */
export function inlineManifest(manifest: BrowserManifest, id: string): string {
  const routes = Object.fromEntries(routeChain(manifest, id).map((route) => [route.id, route]));
  return `window.__reactRouterManifest=${JSON.stringify({ entry: manifest.entry, routes, url: manifest.url })};`;
}

export type RouteReport = {
  id: string;
  pattern: string;
  budget: RouteBudget;
  files: string[];
  /** Brotli bytes of the inline manifest, included in brotliBytes. */
  inlineBytes: number;
  brotliBytes: number;
  overBudget: boolean;
};

/**
 * Sizes every leaf route with `sizeOf` (brotli bytes of one file) and `sizeOfText` (brotli bytes of its inline
 * manifest) and compares the total with its budget.
 */
export function reportFirstLoad(
  manifest: BrowserManifest,
  sizeOf: (file: string) => number,
  sizeOfText: (text: string) => number,
): RouteReport[] {
  return leafRoutes(manifest)
    .map((route) => {
      const files = firstLoadFiles(manifest, route.id);
      const inlineBytes = sizeOfText(inlineManifest(manifest, route.id));
      const brotliBytes = files.reduce((sum, file) => sum + sizeOf(file), inlineBytes);
      const budget = budgetFor(manifest, route.id);
      return {
        id: route.id,
        pattern: routePattern(manifest, route.id),
        budget,
        files,
        inlineBytes,
        brotliBytes,
        overBudget: brotliBytes > budget.limitKb * 1024,
      };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern) || a.id.localeCompare(b.id));
}
