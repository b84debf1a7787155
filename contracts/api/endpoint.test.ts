// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogApi } from "./catalog.ts";
import { endpoint, endpointUrl } from "./endpoint.ts";
import { leadsApi } from "./leads.ts";

describe("endpointUrl", () => {
  it("is the path when there is nothing to fill", () => {
    expect(endpointUrl(catalogApi.upcomingBatches)).toBe("/api/upcoming-batches");
  });

  it("encodes path parameters", () => {
    expect(endpointUrl(catalogApi.course, { params: { slug: "a b/c" } })).toBe("/api/courses/a%20b%2Fc");
    const notes = endpoint("POST", "/api/leads/:id/notes/:note").returns<unknown>();
    expect(endpointUrl(notes, { params: { id: "1", note: "2" } })).toBe("/api/leads/1/notes/2");
  });

  it("appends defined query values in their order, and no '?' when none is defined", () => {
    const query = { kind: "chat" as const, status: undefined, page: 2, pageSize: 20 };
    expect(endpointUrl(leadsApi.leads, { query })).toBe("/api/admin/leads?kind=chat&page=2&pageSize=20");
    const search = endpoint("GET", "/api/find").query<{ q?: string | null; n?: number }>().returns<unknown>();
    expect(endpointUrl(search, { query: { q: null, n: undefined } })).toBe("/api/find");
    expect(endpointUrl(search, { query: { q: "a b&c" } })).toBe("/api/find?q=a+b%26c");
  });

  it("refuses a missing path parameter rather than calling a wrong URL", () => {
    const params = {} as { slug: string };
    expect(() => endpointUrl(catalogApi.course, { params })).toThrow(":slug");
  });
});

describe("app/", () => {
  it("names endpoints instead of writing /api paths (tests may keep literal paths in assertions)", () => {
    const appDir = new URL("../../app/", import.meta.url);
    const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    );
    expect(sources.length).toBeGreaterThan(200);
    const literals = sources.filter((name) =>
      /["'`]\/api[/"'`?]/.test(readFileSync(new URL(name, appDir), "utf8")),
    );
    expect(literals).toEqual([]);
  });
});

describe("contracts/api/", () => {
  it("imports zod and the zod contracts for their types only (public pages call endpoints without zod)", () => {
    const dir = new URL("./", import.meta.url);
    const files = readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(20);
    const runtimeImports = files.flatMap((name) => {
      const source = readFileSync(new URL(name, dir), "utf8");
      return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => specifier !== "./endpoint.ts")
        .map((specifier) => `${name}: ${specifier}`);
    });
    expect(runtimeImports).toEqual([]);
  });
});
