import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { apiRequest } from "#app/lib/api-client.ts";
import type { PageViewInput } from "#contracts/analytics.ts";
import { analyticsApi } from "#contracts/api/analytics.ts";

/** Whether the tab came from outside the site: no referrer, or another origin's. */
function cameFromOutside(referrer: string): boolean {
  if (!referrer) return true;
  try {
    return new URL(referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** The first view of a tab: its referrer, whether it starts a visit, and the landing URL's utm_* values. */
export function landingFields(search: string, referrer: string): Partial<PageViewInput> {
  const entry = cameFromOutside(referrer);
  if (!entry) return { entry };
  const params = new URLSearchParams(search);
  const utm = (name: string) => params.get(name)?.trim() || undefined;
  return {
    entry,
    referrer: referrer || undefined,
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
  };
}

// SPEC.md section 2: a page view is recorded on every route change. The server stores no cookie or IP.
export function usePageViews(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const landing = first.current ? landingFields(window.location.search, document.referrer) : {};
    first.current = false;
    apiRequest(analyticsApi.pageView, {
      body: { path: pathname, screenWidth: window.screen?.width, ...landing },
    }).catch(() => {
      // Analytics must never disturb the visitor.
    });
  }, [pathname]);
}
