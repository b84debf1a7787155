import { describe, expect, test } from "vitest";
import { coursePages } from "#contracts/courses.ts";
import { prefetchRouteLimit, prefetchRoutes } from "#contracts/route-prefetch.ts";
import { prefetchAllowed } from "./connection.ts";
import { selectPrefetchRoutes } from "./select-prefetch-routes.ts";

const none = new Set<string>();

function select(overrides: Partial<Parameters<typeof selectPrefetchRoutes>[0]> = {}) {
  return selectPrefetchRoutes({
    routes: prefetchRoutes,
    current: "/",
    visited: none,
    limit: prefetchRouteLimit,
    ...overrides,
  });
}

describe("the fixed list (SPEC.md section 9)", () => {
  test("has 13 distinct public paths, the five course pages among them, and a limit of 3", () => {
    expect(prefetchRoutes).toHaveLength(13);
    expect(new Set(prefetchRoutes).size).toBe(13);
    for (const course of coursePages) expect(prefetchRoutes).toContain(course.path);
    for (const path of prefetchRoutes) expect(path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
    expect(prefetchRouteLimit).toBe(3);
  });
});

describe("selectPrefetchRoutes", () => {
  test("takes the first three of the list, in its order", () => {
    expect(select()).toEqual(prefetchRoutes.slice(0, 3));
  });

  test("never more than the limit, and fewer when fewer are left", () => {
    expect(select({ limit: 3 })).toHaveLength(3);
    const allButTwo = new Set(prefetchRoutes.slice(2));
    expect(select({ visited: allButTwo })).toEqual(prefetchRoutes.slice(0, 2));
    expect(select({ visited: new Set(prefetchRoutes) })).toEqual([]);
  });

  test("skips the pages visited in this session and the current page (trailing slash or not)", () => {
    const [first, second, third, fourth, fifth] = prefetchRoutes;
    expect(select({ visited: new Set([first!, third!]) })).toEqual([second, fourth, fifth]);
    expect(select({ current: `${second}/` })).toEqual([first, third, fourth]);
  });

  test("nothing with Save-Data or on a 2g or slow-2g connection", () => {
    expect(select({ connection: { saveData: true, effectiveType: "4g" } })).toEqual([]);
    expect(select({ connection: { effectiveType: "2g" } })).toEqual([]);
    expect(select({ connection: { effectiveType: "slow-2g" } })).toEqual([]);
    expect(select({ connection: { saveData: false, effectiveType: "3g" } })).toHaveLength(3);
    expect(select({ connection: { effectiveType: "4g" } })).toHaveLength(3);
  });

  test("one path per route module: loaded modules and repeats of a taken module are skipped", () => {
    // The five course pages share one module; /courses is the catalog's.
    const routeKey = (path: string) => (path.startsWith("/courses/") ? "course-page" : path);
    expect(select({ routeKey })).toEqual(["/courses", coursePages[0]!.path, "/ai-bootcamp"]);
    // On a course page its module is loaded already: none of the five is worth prefetching.
    expect(select({ routeKey, current: coursePages[2]!.path, loadedKeys: new Set(["course-page"]) })).toEqual(
      ["/courses", "/ai-bootcamp", "/sandbox"],
    );
  });

  test("skips a path the router does not know yet", () => {
    const routeKey = (path: string) => (path === "/courses" ? undefined : path);
    expect(select({ routeKey })).toEqual(prefetchRoutes.slice(1, 4));
  });
});

describe("prefetchAllowed", () => {
  test("without connection information, prefetching is allowed", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });
});
