// @vitest-environment node
// The layering rules of docs/architecture.md ("Boundaries") over the repository's real imports, and proof on
// synthetic imports that each rule catches what it is for (so that a pass is never vacuous).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { featurePublicModules } from "./lib/feature-public-modules.ts";
import {
  checkEdges,
  formatViolation,
  type ImportEdge,
  listSourceFiles,
  opaqueImportsAllowed,
  opaqueTarget,
  type RuleId,
  readImportEdges,
  readImportSpecifiers,
  resolveSpecifier,
  unusedPublicModules,
} from "./lib/import-boundaries.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

describe("the repository's imports", () => {
  const files = listSourceFiles(repoRoot);
  const edges = readImportEdges(repoRoot, files);

  it("reads every source file of app/, contracts/, server/ and scripts/", () => {
    // A broken walk would find nothing and pass; these files exist in every checkout.
    expect(files).toEqual(
      expect.arrayContaining(["app/root.tsx", "contracts/messages.ts", "server/app.ts", "scripts/seed.ts"]),
    );
    expect(files.length).toBeGreaterThan(400);
    expect(edges.length).toBeGreaterThan(2000);
  });

  it("keep every boundary", () => {
    expect(checkEdges(edges, featurePublicModules).map(formatViolation)).toEqual([]);
  });

  it("need every entry of the allow-lists (delete the ones that are no longer used)", () => {
    expect(unusedPublicModules(edges, featurePublicModules).map((entry) => entry.module)).toEqual([]);
    const opaqueFrom = new Set(edges.filter((edge) => edge.to === opaqueTarget).map((edge) => edge.from));
    expect(Object.keys(opaqueImportsAllowed).filter((file) => !opaqueFrom.has(file))).toEqual([]);
  });
});

describe("contracts/", () => {
  it("names the zod-free half of a contract <domain>-text.ts", () => {
    // contracts/<domain>.ts holds the zod schemas; the strings, limits and labels that pages need without zod
    // (first-load JavaScript) sit beside it under one suffix, so that they are found in one place.
    const names = readdirSync(new URL("../contracts", import.meta.url)).filter((name) =>
      name.endsWith(".ts"),
    );
    const companions = names.filter((name) => {
      const domain = /^(.+)-[a-z]+\.ts$/.exec(name)?.[1];
      if (!domain || !names.includes(`${domain}.ts`) || name.endsWith(".test.ts")) return false;
      const source = readFileSync(new URL(`../contracts/${name}`, import.meta.url), "utf8");
      return !readImportSpecifiers(name, source).includes("zod");
    });
    expect(companions.length).toBeGreaterThan(5);
    expect(companions.filter((name) => !name.endsWith("-text.ts"))).toEqual([]);
  });
});

describe("reading import specifiers", () => {
  it("finds static imports, re-exports and literal dynamic imports, type-only ones included", () => {
    const source = [
      'import type { A } from "./types.ts";',
      'import React, { useState } from "react";',
      'import "./side-effect.css";',
      'export { b } from "../b.ts";',
      'export * from "#app/lib/c.ts";',
      'export type { D } from "#server/d.ts";',
      'const lazy = () => import("./lazy.tsx");',
      "const lazier = () => import(`./template.ts`);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const computed = (name: string) => import(`./pages/${name}.ts`);",
      '// import gone from "./commented-out.ts";',
      "const text = \"import fake from './in-a-string.ts'\";",
      "const element = <div>{text}</div>;",
    ].join("\n");
    expect(readImportSpecifiers("sample.tsx", source).sort()).toEqual(
      [
        "./types.ts",
        "react",
        "./side-effect.css",
        "../b.ts",
        "#app/lib/c.ts",
        "#server/d.ts",
        "./lazy.tsx",
        "./template.ts",
        null,
      ].sort(),
    );
  });

  it("resolves relative paths and the aliases to repository paths without extension", () => {
    expect(resolveSpecifier("app/features/auth/form.tsx", "../captcha/captcha-widget.tsx")).toBe(
      "app/features/captcha/captcha-widget",
    );
    expect(resolveSpecifier("app/routes/public/home.tsx", "../../../server/db/client.ts")).toBe(
      "server/db/client",
    );
    expect(resolveSpecifier("app/root.tsx", "#app/lib/cn")).toBe("app/lib/cn");
    expect(resolveSpecifier("app/root.tsx", "#server/services.ts")).toBe("server/services");
    expect(resolveSpecifier("app/root.tsx", "#contracts/limits.ts")).toBe("contracts/limits");
    expect(resolveSpecifier("app/root.tsx", "./app.css?url")).toBe("app/app.css");
    expect(resolveSpecifier("server/db/client.ts", "drizzle-orm/pglite")).toBe("drizzle-orm/pglite");
  });
});

describe("each rule catches its violation", () => {
  const violated = (from: string, specifier: string): RuleId[] => {
    const edge: ImportEdge = { from, specifier, to: resolveSpecifier(from, specifier) };
    return checkEdges([edge], featurePublicModules).map((violation) => violation.rule);
  };
  const opaque = (from: string): RuleId[] =>
    checkEdges([{ from, to: opaqueTarget, specifier: "import(<expression>)" }], featurePublicModules).map(
      (violation) => violation.rule,
    );

  it("app/ imports no server/ code, type-only or not", () => {
    expect(
      violated("app/features/auth/auth-context.tsx", "../../../server/modules/auth/session-service.ts"),
    ).toEqual(["app-imports-no-server"]);
    expect(violated("app/root.tsx", "#server/config.ts")).toEqual(["app-imports-no-server"]);
    expect(violated("app/root.tsx", "../contracts/limits.ts")).toEqual([]);
    expect(violated("server/plugins/ssr.ts", "../../app/lib/load-context.ts")).toEqual([]);
  });

  it("components/ui and app/lib import no feature or route; features import no route", () => {
    expect(violated("app/components/ui/field.tsx", "../../features/auth/auth-error.ts")).toEqual([
      "app-layers-point-down",
    ]);
    expect(violated("app/components/ui/table.tsx", "#app/routes/admin/admin-users.tsx")).toEqual([
      "app-layers-point-down",
    ]);
    expect(violated("app/lib/api-client.ts", "../features/auth/auth-context.tsx")).toEqual([
      "app-layers-point-down",
    ]);
    expect(violated("app/lib/prefetch.ts", "../routes.ts")).toEqual(["app-layers-point-down"]);
    expect(violated("app/features/home/home-page.tsx", "../../routes/public/home.tsx")).toEqual([
      "app-layers-point-down",
    ]);
    expect(violated("app/components/ui/dialog.tsx", "./button.tsx")).toEqual([]);
    expect(violated("app/features/home/home-page.tsx", "../../components/ui/button.tsx")).toEqual([]);
    expect(violated("app/routes/public/home.tsx", "../../features/home/home-page.tsx")).toEqual([]);
  });

  it("a feature imports another feature only through a listed public module", () => {
    expect(violated("app/features/checkout/checkout-page.tsx", "../auth/password-strength.tsx")).toEqual([
      "features-import-public-modules-only",
    ]);
    expect(
      violated("app/features/checkout/checkout-page.tsx", "#app/features/auth/sign-in-form.tsx"),
    ).toEqual([]);
    expect(violated("app/features/auth/sign-in-form.tsx", "./password-strength.tsx")).toEqual([]);
  });

  it("a route module or route handler touches no repository, Drizzle or server/db", () => {
    expect(violated("server/modules/leads/routes.ts", "./repository.ts")).toEqual([
      "routes-touch-no-data-access",
    ]);
    expect(violated("server/modules/checkout/webhook-routes.ts", "../auth/users-repository.ts")).toEqual([
      "routes-touch-no-data-access",
    ]);
    expect(violated("server/modules/leads/routes.ts", "../../db/schema.ts")).toEqual([
      "routes-touch-no-data-access",
    ]);
    expect(
      violated("app/routes/public/blog.tsx", "../../../server/modules/content/blog-repository.ts"),
    ).toEqual(["app-imports-no-server", "routes-touch-no-data-access"]);
    expect(violated("server/modules/leads/routes.ts", "drizzle-orm")).toEqual([
      "routes-touch-no-data-access",
      "drizzle-only-in-data-layer",
    ]);
    expect(violated("server/modules/leads/routes.ts", "./service.ts")).toEqual([]);
  });

  it("contracts/ imports neither app/ nor server/", () => {
    expect(violated("contracts/checkout.ts", "../app/features/catalog/course-price.ts")).toEqual([
      "contracts-import-no-app-or-server",
    ]);
    expect(violated("contracts/checkout.ts", "../server/modules/checkout/pricing.ts")).toEqual([
      "contracts-import-no-app-or-server",
    ]);
    expect(violated("contracts/checkout.ts", "./money.ts")).toEqual([]);
  });

  it("only server/db and the repositories import drizzle-orm", () => {
    expect(violated("server/modules/content/podcast-service.ts", "drizzle-orm")).toEqual([
      "drizzle-only-in-data-layer",
    ]);
    expect(violated("server/lib/page-cache.ts", "drizzle-orm/pg-core")).toEqual([
      "drizzle-only-in-data-layer",
    ]);
    expect(violated("scripts/seed.ts", "drizzle-orm")).toEqual(["drizzle-only-in-data-layer"]);
    expect(violated("contracts/blog.ts", "drizzle-orm")).toEqual(["drizzle-only-in-data-layer"]);
    expect(violated("server/modules/content/podcast-repository.ts", "drizzle-orm")).toEqual([]);
    expect(violated("server/modules/auth/users-repository.ts", "drizzle-orm/pg-core")).toEqual([]);
    expect(violated("server/db/schema/content.ts", "drizzle-orm/pg-core")).toEqual([]);
  });

  it("a dynamic import takes a string literal, except where the allow-list says why not", () => {
    expect(opaque("app/features/chat/live-chat.tsx")).toEqual(["literal-dynamic-imports"]);
    expect(opaque("server/plugins/ssr.ts")).toEqual([]);
  });

  it("an allow-list entry no import uses is reported", () => {
    const entry = { module: "app/features/auth/auth-field", kind: "debt", reason: "test" } as const;
    const using: ImportEdge = {
      from: "app/features/profile/profile-form.tsx",
      specifier: "../auth/auth-field.tsx",
      to: "app/features/auth/auth-field",
    };
    const ownFeature: ImportEdge = { ...using, from: "app/features/auth/sign-in-form.tsx" };
    const route: ImportEdge = { ...using, from: "app/routes/auth/auth.tsx" };
    expect(unusedPublicModules([using], [entry])).toEqual([]);
    expect(unusedPublicModules([ownFeature, route], [entry])).toEqual([entry]);
  });
});
