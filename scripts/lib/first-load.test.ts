import { describe, expect, test } from "vitest";
import {
  type BrowserManifest,
  budgetFor,
  firstLoadFiles,
  inlineManifest,
  parseManifestScript,
  reportFirstLoad,
  routePattern,
} from "./first-load.ts";

// A small React Router manifest: a root, a public page, a site page with a leading slash in its path,
// and a portal layout with an index child.
const manifest: BrowserManifest = {
  url: "/assets/manifest-1.js",
  entry: { module: "/assets/entry.js", imports: ["/assets/react-dom.js", "/assets/router.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root.js",
      imports: ["/assets/router.js", "/assets/shell.js"],
    },
    "routes/public/home": {
      id: "routes/public/home",
      parentId: "root",
      index: true,
      module: "/assets/home.js",
    },
    "page/about": {
      id: "page/about",
      parentId: "root",
      path: "/about",
      module: "/assets/site-page.js",
      imports: ["/assets/shell.js", "/assets/prose.js"],
    },
    "routes/student/student-layout": {
      id: "routes/student/student-layout",
      parentId: "root",
      path: "dashboard/student",
      module: "/assets/student-layout.js",
      imports: ["/assets/table.js"],
    },
    "routes/student/student-overview": {
      id: "routes/student/student-overview",
      parentId: "routes/student/student-layout",
      index: true,
      module: "/assets/student-overview.js",
    },
  },
};

const sizes: Record<string, number> = {
  "/assets/manifest-1.js": 1024,
  "/assets/entry.js": 50 * 1024,
  "/assets/react-dom.js": 10 * 1024,
  "/assets/router.js": 40 * 1024,
  "/assets/root.js": 5 * 1024,
  "/assets/shell.js": 10 * 1024,
  "/assets/home.js": 3 * 1024,
  "/assets/site-page.js": 2 * 1024,
  "/assets/prose.js": 10 * 1024,
  "/assets/student-layout.js": 100 * 1024,
  "/assets/table.js": 20 * 1024,
  "/assets/student-overview.js": 30 * 1024,
};

describe("first-load JavaScript", () => {
  test("reads the manifest React Router writes for the browser", () => {
    const parsed = parseManifestScript(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    expect(parsed.entry.module).toBe("/assets/entry.js");
    expect(Object.keys(parsed.routes)).toHaveLength(5);
  });

  test("counts the entry and every route of the match with its imports, once each", () => {
    expect(firstLoadFiles(manifest, "page/about")).toEqual([
      "/assets/entry.js",
      "/assets/react-dom.js",
      "/assets/router.js",
      "/assets/root.js",
      "/assets/shell.js",
      "/assets/site-page.js",
      "/assets/prose.js",
    ]);
  });

  test("names routes by URL and gives portal routes the portal budget", () => {
    expect(routePattern(manifest, "routes/public/home")).toBe("/");
    expect(routePattern(manifest, "page/about")).toBe("/about");
    expect(routePattern(manifest, "routes/student/student-overview")).toBe("/dashboard/student");
    expect(budgetFor(manifest, "page/about")).toMatchObject({ name: "public", limitKb: 120 });
    expect(budgetFor(manifest, "routes/student/student-overview")).toMatchObject({
      name: "portal",
      limitKb: 250,
    });
  });

  test("reports leaf routes only, with their brotli total and whether they are over budget", () => {
    const report = reportFirstLoad(
      manifest,
      (file) => sizes[file] ?? 0,
      () => 0,
    );
    expect(report.map((row) => [row.pattern, row.brotliBytes / 1024, row.overBudget])).toEqual([
      ["/", 118, false],
      ["/about", 127, true],
      ["/dashboard/student", 265, true],
    ]);
  });

  test("charges a page for its own routes' part of the manifest, not for every other route", () => {
    const inline = inlineManifest(manifest, "page/about");
    expect(parseManifestScript(inline).routes).toEqual({
      root: manifest.routes.root,
      "page/about": manifest.routes["page/about"],
    });
    const report = reportFirstLoad(
      manifest,
      () => 0,
      (text) => text.length,
    );
    const about = report.find((row) => row.pattern === "/about");
    expect(about?.inlineBytes).toBe(inline.length);
    expect(about?.brotliBytes).toBe(inline.length);
  });
});
