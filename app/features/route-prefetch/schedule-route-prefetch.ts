import type { DataRouter, UNSAFE_AssetsManifest, UNSAFE_RouteModules } from "react-router";
import { currentConnection, prefetchAllowed } from "./connection.ts";
import { prefetchListedRoutes } from "./prefetch-listed-routes.ts";

/** Once the page has loaded and the browser is idle (a timer where requestIdleCallback is missing). */
function afterLoadWhenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run);
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * After load and at idle, never on a slow connection or with Save-Data, prefetches the modules of up to 3
 * listed pages not visited yet (prefetch-listed-routes.ts). Marks html[data-route-prefetch] with the
 * number of pages chosen, or "off". Returns what cancels it.
 */
export function scheduleRoutePrefetch(input: {
  router: DataRouter;
  manifest: UNSAFE_AssetsManifest;
  routeModules: UNSAFE_RouteModules;
}): () => void {
  let cancelled = false;
  const stop = afterLoadWhenIdle(() => {
    const root = document.documentElement;
    const connection = currentConnection();
    if (!prefetchAllowed(connection)) {
      root.dataset.routePrefetch = "off";
      return;
    }
    void prefetchListedRoutes({ ...input, connection })
      .then((count) => {
        if (!cancelled) root.dataset.routePrefetch = String(count);
      })
      .catch(() => {
        // A prefetch is a hint: a module that fails to load (a deploy in between) changes nothing.
      });
  });
  return () => {
    cancelled = true;
    stop();
  };
}
