import type { UNSAFE_AssetsManifest as AssetsManifest } from "react-router";

/**
 * The files React Router loads to render these routes (the build manifest's module, its imports and its
 * stylesheets), leaving out routes whose module is already loaded: what a navigation would fetch before it
 * can render, the loader data apart.
 */
export function routeAssetHrefs(
  routeIds: readonly string[],
  manifest: Pick<AssetsManifest, "routes">,
  loaded: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route || loaded.has(id)) continue;
    scripts.add(route.module);
    for (const href of route.imports ?? []) scripts.add(href);
    for (const href of route.css ?? []) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
