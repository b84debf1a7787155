import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from "react-router";

/**
 * SPEC.md section 9's route prefetch (list and limit in contracts/route-prefetch.ts; decision 0020).
 * Remembers the pages visited in this session and, once per document, after load and at idle, prefetches
 * the route modules and stylesheets of up to 3 listed pages not visited yet, as `<link rel="prefetch">`
 * (lowest priority, into the HTTP cache; /assets is immutable): following a link to them then waits only
 * for its data.
 *
 * Only the modules, not the loader data React Router's <PrefetchPageLinks> would also fetch: a data prefetch
 * runs the page's loaders on the server for a visit that may never come, and its answer is not cached for the
 * navigation anyway. Everything but this hook arrives in small chunks after hydration, so the first load of
 * every page (within the 120 KB budget) carries only these lines.
 */
export function useRoutePrefetch(): void {
  const { pathname } = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const framework = useContext(UNSAFE_FrameworkContext);

  useEffect(() => {
    void import("./visited-routes.ts")
      .then(({ recordVisit }) => recordVisit(pathname))
      .catch(() => {
        // Not remembered: the prefetch may fetch this page's modules again, nothing worse.
      });
  }, [pathname]);

  useEffect(() => {
    const router = dataRouter?.router;
    if (!router || !framework) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./schedule-route-prefetch.ts")
      .then(({ scheduleRoutePrefetch }) => {
        if (cancelled) return;
        const { manifest, routeModules } = framework;
        stop = scheduleRoutePrefetch({ router, manifest, routeModules });
      })
      .catch(() => {
        // A prefetch is a hint: a chunk that fails to load (a deploy in between) changes nothing.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [dataRouter, framework]);
}
