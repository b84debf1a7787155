// Where the shell's values come from, shared by the root loader (in-process, during SSR) and the browser
// (when the loader's read failed). SPEC.md section 6: the current-user call treats a 401 as "not logged
// in" (null), on both sides.
export const shellReads = {
  upcomingBatches: { path: "/api/upcoming-batches", nullOn401: false },
  siteSettings: { path: "/api/site-settings", nullOn401: false },
  currentUser: { path: "/api/user", nullOn401: true },
} as const;
