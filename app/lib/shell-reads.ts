import { authApi } from "#contracts/api/auth.ts";
import { catalogApi } from "#contracts/api/catalog.ts";
import { settingsApi } from "#contracts/api/settings.ts";
// Where the shell's values come from, shared by the root loader (in-process, during SSR) and the browser
// (when the loader's read failed). SPEC.md section 6: the current-user call treats a 401 as "not logged
// in" (null), on both sides.
export const shellReads = {
  upcomingBatches: { endpoint: catalogApi.upcomingBatches, nullOn401: false },
  siteSettings: { endpoint: settingsApi.siteSettings, nullOn401: false },
  currentUser: { endpoint: authApi.currentUser, nullOn401: true },
} as const;
