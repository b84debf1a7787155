import type { CurrentUser } from "../../contracts/auth.ts";
import type { UpcomingBatch } from "../../contracts/batches.ts";
import type { SiteSettings } from "../../contracts/site-settings.ts";

// One place for query keys and the paths they read, shared by components (browser fetch) and loaders (SSR prefetch).
export const queries = {
  upcomingBatches: { queryKey: ["upcoming-batches"], path: "/api/upcoming-batches" },
  siteSettings: { queryKey: ["site-settings"], path: "/api/site-settings" },
  // SPEC.md section 6: the current-user call treats a 401 as "not logged in" (null), on both sides.
  currentUser: { queryKey: ["user"], path: "/api/user", nullOn401: true },
} as const;

export type QueryData = {
  upcomingBatches: UpcomingBatch[];
  siteSettings: SiteSettings;
  currentUser: CurrentUser | null;
};
