import { coursePages } from "./courses.ts";

// SPEC.md section 9: "Route prefetch takes up to 3 unvisited routes from a fixed list of 13 (list not
// shown)." Our 13, in the order they are taken: the public destinations the site shell links on every page,
// most likely next first. The header's 'Get Started' (the catalog), its five learning paths and its five
// primary links, then the footer's two content hubs. Every one is linked from the header or footer, so React
// Router has discovered its route by the time the prefetch runs (app/features/route-prefetch).
export const prefetchRoutes = [
  "/courses",
  ...coursePages.map((course) => course.path),
  "/ai-bootcamp",
  "/sandbox",
  "/corporate-training",
  "/community",
  "/about",
  "/blog",
  "/webinars",
] as const;

/** How many of them one page load prefetches. */
export const prefetchRouteLimit = 3;
