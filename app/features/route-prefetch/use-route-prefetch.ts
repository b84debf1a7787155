import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from "react-router";
import { currentConnection, prefetchAllowed } from "./connection.ts";
import { recordVisit } from "./visited-routes.ts";

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
 * SPEC.md section 9's route prefetch (list and limit in contracts/route-prefetch.ts). Remembers the pages
 * visited in this session; once per document, after load and at idle, never on a slow connection or with
 * Save-Data, loads the prefetcher (its own small chunk, so the first load stays within budget) and has it
 * prefetch the route modules and stylesheets of up to 3 listed pages not visited yet, as
 * `<link rel="prefetch">` (lowest priority, into the HTTP cache; /assets is immutable): following a link to
 * them then waits only for its data.
 *
 * Only the modules, not the loader data React Router's <PrefetchPageLinks> would also fetch: a data prefetch
 * runs the page's loaders on the server for a visit that may never come, and its answer is not cached for the
 * navigation anyway. Marks html[data-route-prefetch] with the number of pages chosen, or "off".
 */
export function useRoutePrefetch(): void {
  const { pathname } = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const framework = useContext(UNSAFE_FrameworkContext);

  useEffect(() => {
    recordVisit(pathname);
  }, [pathname]);

  useEffect(() => {
    const router = dataRouter?.router;
    if (!router || !framework) return;
    let cancelled = false;
    const stop = afterLoadWhenIdle(() => {
      const root = document.documentElement;
      const connection = currentConnection();
      if (!prefetchAllowed(connection)) {
        root.dataset.routePrefetch = "off";
        return;
      }
      void import("./prefetch-listed-routes.ts")
        .then(({ prefetchListedRoutes }) => {
          if (cancelled) return;
          const { manifest, routeModules } = framework;
          return prefetchListedRoutes({ router, manifest, routeModules, connection }).then((count) => {
            root.dataset.routePrefetch = String(count);
          });
        })
        .catch(() => {
          // A prefetch is a hint: a chunk that fails to load (a deploy in between) changes nothing.
        });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [dataRouter, framework]);
}
