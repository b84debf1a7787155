import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyEndpoint } from "#contracts/api/endpoint.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Decision 0023: every /api route the server registers is an endpoint of contracts/api/ (same method, same
// path), and every endpoint there is served. The app calls only endpoints, so a route renamed on one side
// and not the other fails here rather than in a browser.

const descriptorModules = import.meta.glob<Record<string, Record<string, AnyEndpoint>>>(
  ["../../contracts/api/*.ts", "!../../contracts/api/endpoint.ts", "!../../contracts/api/*.test.ts"],
  { eager: true },
);

function describedRoutes(): string[] {
  return Object.values(descriptorModules)
    .flatMap((module) => Object.values(module))
    .flatMap((group) => Object.values(group))
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    .sort();
}

/** `printRoutes` draws a tree of path segments; each line holds a segment and its methods (HEAD aside). */
function routesOfTree(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = path;
    for (const method of (match[3] ?? "").split(", ")) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

let t: TestApp;
beforeAll(async () => {
  // Zoom's webhook route exists only with Zoom configured (server/modules/live-classes/module.ts); building
  // the app contacts nothing, so placeholder credentials serve every route.
  t = await createTestApp({
    ZOOM_ACCOUNT_ID: "account",
    ZOOM_CLIENT_ID: "client",
    ZOOM_CLIENT_SECRET: "secret",
    ZOOM_WEBHOOK_SECRET: "webhook-secret",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("API endpoints", () => {
  it("reads the route tree the way it is drawn", () => {
    const tree = ["├── /api/a (GET, HEAD)", "│   └── /:id (PATCH)", "│       └── /b (POST)", "└── /x (GET)"];
    expect(routesOfTree(tree.join("\n"))).toEqual([
      "GET /api/a",
      "GET /x",
      "PATCH /api/a/:id",
      "POST /api/a/:id/b",
    ]);
  });

  it("serves every endpoint of contracts/api/ and no other /api route (the docs aside)", () => {
    const served = routesOfTree(t.app.printRoutes({ commonPrefix: false })).filter((route) => {
      const path = route.split(" ")[1] ?? "";
      return path.startsWith("/api/") && !path.startsWith("/api/docs");
    });
    expect(served.length).toBeGreaterThan(60);
    expect(served).toEqual(describedRoutes());
  });
});
