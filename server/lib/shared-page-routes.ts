import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isSameForEveryone } from "#contracts/page-sharing.ts";

// Whether a path's page is the same for every visitor (its route module exports
// `handle = sameForEveryone`, contracts/page-sharing.ts), so that signed-in visitors may share one copy
// (decision 0031). Decided from the build's routes before rendering; the answer per path is remembered.

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
type SharingRoute = RouteObject & { sameForEveryone: boolean };

const rememberedPaths = 2_000;

function routeTree(build: ServerBuild): SharingRoute[] {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const childrenOf = (parentId: string | undefined): SharingRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const shared = isSameForEveryone(route.module.handle);
      const children = childrenOf(route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path, sameForEveryone: shared }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            sameForEveryone: shared,
            ...(children.length > 0 ? { children } : {}),
          };
    });
  return childrenOf(undefined);
}

/** `(pathname) => true` when the page that answers it is marked the same for every visitor. */
export function sharedPageRoutes(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build);
  const known = new Map<string, boolean>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const matches = matchRoutes(tree, pathname);
    const page = matches?.at(-1)?.route as SharingRoute | undefined;
    const shared = page?.sameForEveryone === true;
    // Paths are visitors' input: a bounded memory, started again when full.
    if (known.size >= rememberedPaths) known.clear();
    known.set(pathname, shared);
    return shared;
  };
}
