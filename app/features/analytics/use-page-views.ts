import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { apiRequest } from "#app/lib/api-client.ts";
import { analyticsApi } from "#contracts/api/analytics.ts";

// SPEC.md section 2: a page view is recorded on every route change. The server stores no cookie or IP.
export function usePageViews(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const referrer = first.current ? document.referrer || undefined : undefined;
    first.current = false;
    apiRequest(analyticsApi.pageView, {
      body: { path: pathname, referrer, screenWidth: window.screen?.width },
    }).catch(() => {
      // Analytics must never disturb the visitor.
    });
  }, [pathname]);
}
