// @vitest-environment node
// The portal page registry (features/portal/portal-pages.ts, decision 0024) is the only place a portal page
// is declared: its routes, sidebars, header titles and <title>s are read from it, and each entry's module exists.
import { existsSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, test } from "vitest";
import { portalMetaAt } from "#app/features/portal/portal-meta.ts";
import { portalNavigation } from "#app/features/portal/portal-navigation.ts";
import {
  portalPageFor,
  portalPages,
  portalPlaceholderModule,
  portalShells,
} from "#app/features/portal/portal-pages.ts";
import { portalTitleFor } from "#app/features/portal/portal-titles.ts";
import { firstSegment, isReservedPath, reservedFirstSegments } from "#contracts/page-builder-text.ts";
import { type PortalName, portals } from "#contracts/portals.ts";
import routes from "./routes.ts";

const portalNames = Object.keys(portals) as PortalName[];
const appFile = (module: string) => new URL(`./${module}`, import.meta.url);

/** Every route below `entries` as [full path, module file], pathless layouts left out. */
function flatten(entries: readonly RouteConfigEntry[], base = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? base : `${base}/${entry.path}`;
    const own: [string, string][] =
      entry.path === undefined && !entry.index ? [] : [[path || "/", entry.file]];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

describe("the portal page registry", () => {
  test("names an existing route module for every page and every portal layout", () => {
    const modules = [
      ...portalPages.map((page) => page.module ?? portalPlaceholderModule),
      ...portalNames.map((portal) => portalShells[portal].layout),
    ];
    expect(modules.filter((module) => !existsSync(appFile(module)))).toEqual([]);
  });

  test("holds each path once, each page inside its own portal (aliases aside)", () => {
    const paths = portalPages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of portalPages) {
      const base = portals[page.portal].path;
      expect(page.path === base || page.path.startsWith(`${base}/`), page.path).toBe(true);
    }
    // Each portal has its overview, which its sidebar lists first.
    for (const portal of portalNames) {
      expect(portalPages.find((page) => page.path === portals[portal].path)?.portal).toBe(portal);
    }
  });

  test("is where app/routes.ts takes every portal route from, under the portal's layout", () => {
    const layouts = routes.filter((entry) => portalNames.some((p) => portalShells[p].layout === entry.file));
    expect(layouts.map((entry) => entry.file)).toEqual(portalNames.map((p) => portalShells[p].layout));
    for (const [i, portal] of portalNames.entries()) {
      const expected = portalPages
        .filter((page) => page.portal === portal)
        .flatMap((page) =>
          [page.path, ...(page.aliases ?? [])].map((path) => [path, page.module ?? portalPlaceholderModule]),
        );
      expect(flatten(layouts[i]?.children ?? [])).toEqual(expected);
    }
    // No portal path is declared outside the registry.
    const elsewhere = flatten(routes.filter((entry) => !layouts.includes(entry))).filter(([path]) =>
      /^\/(dashboard|admin)(\/|$)/.test(path),
    );
    expect(elsewhere).toEqual([]);
  });

  test("is what the sidebars list: the entries with an icon, in registry order", () => {
    for (const portal of portalNames) {
      const listed = portalPages.filter((page) => page.portal === portal && page.icon);
      expect(portalNavigation[portal].items.map((item) => [item.to, item.label, item.icon])).toEqual(
        listed.map((page) => [page.path, page.name, page.icon]),
      );
      expect(portalNavigation[portal].label).toBe(portalShells[portal].navigationLabel);
    }
  });

  test("gives every path its header title and <title>", () => {
    for (const page of portalPages) {
      for (const path of [page.path, ...(page.aliases ?? [])]) {
        const title = page.title ?? portalShells[page.portal].title;
        expect(portalTitleFor(path), path).toBe(title);
        expect(portalPageFor(path)).toBe(page);
        expect(portalMetaAt(path)[0]).toEqual({
          title: page.name === title ? `${title} | AI Labs` : `${page.name} | ${title} | AI Labs`,
        });
      }
    }
  });
});

describe("landing page paths (issue 21)", () => {
  test("reserve the first segment of every app route, so a landing page never shadows one", () => {
    const segments = new Set(flatten(routes).map(([path]) => firstSegment(path)));
    for (const own of ["", "*"]) segments.delete(own);
    expect([...segments].filter((segment) => !reservedFirstSegments.has(segment))).toEqual([]);
  });

  test("refuse the home page and anything under a reserved segment, and nothing else", () => {
    expect(isReservedPath("/")).toBe(true);
    expect(isReservedPath("/courses/new-thing")).toBe(true);
    expect(isReservedPath("/dashboard")).toBe(true);
    expect(isReservedPath("/ai-engineering-for-managers")).toBe(false);
    expect(isReservedPath("/spring/launch")).toBe(false);
  });
});
