import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { sharedPageRoutes } from "./shared-page-routes.ts";

type Route = { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown };

// The part of a ServerBuild the matcher reads: each route's place in the tree and its module's handle.
function buildOf(routes: Route[]): ServerBuild {
  return {
    routes: Object.fromEntries(
      routes.map(({ handle, ...route }) => [route.id, { ...route, module: { handle } }]),
    ),
  } as unknown as ServerBuild;
}

const build = buildOf([
  { id: "root", path: "" },
  { id: "home", parentId: "root", index: true, handle: sameForEveryone },
  { id: "course", parentId: "root", path: "courses/:slug", handle: sameForEveryone },
  { id: "checkout", parentId: "root", path: "courses/checkout" },
  { id: "portal", parentId: "root" },
  { id: "overview", parentId: "portal", path: "dashboard/student", handle: { other: true } },
  { id: "fake", parentId: "root", path: "fake", handle: { sameForEveryone: "yes" } },
  { id: "not-found", parentId: "root", path: "*" },
]);

describe("sharedPageRoutes", () => {
  const shared = sharedPageRoutes(build);

  it("answers true for the pages whose module marks them the same for everyone", () => {
    expect(shared("/")).toBe(true);
    expect(shared("/courses/ai-engineers")).toBe(true);
  });

  it("answers false for unmarked pages, ranked routes that win, other handles and unknown paths", () => {
    expect(shared("/courses/checkout")).toBe(false);
    expect(shared("/dashboard/student")).toBe(false);
    expect(shared("/fake")).toBe(false);
    expect(shared("/no/such/page")).toBe(false);
    expect(shared("/courses/ai-engineers/extra")).toBe(false);
  });

  it("keeps answering the same once a path is remembered, past its bound", () => {
    for (let i = 0; i < 2_100; i++) shared(`/unknown-${i}`);
    expect(shared("/courses/deep-learning")).toBe(true);
    expect(shared("/courses/checkout")).toBe(false);
  });
});
