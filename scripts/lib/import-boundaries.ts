// The layering rules of docs/architecture.md ("Boundaries"), checked on the import specifiers of every source
// file: static `import ... from`, `export ... from` and dynamic `import("...")`, type-only ones included (a
// type import still couples the layers). scripts/check-boundaries.test.ts runs it over the repository.
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { parseSync } from "vite";

export type ImportEdge = {
  /** Importing file, relative to the repository root with `/` separators. */
  from: string;
  /** What the specifier names: a repository path without extension (`app/lib/cn`), or a package name. */
  to: string;
  /** The specifier as written. */
  specifier: string;
};

export type Violation = { rule: RuleId; from: string; specifier: string; message: string };

/**
 * Directories whose files the rules govern. tests/ is left out: integration tests arrange and inspect the
 * database with Drizzle and reach into any layer on purpose.
 */
export const checkedRoots = ["app", "contracts", "server", "scripts"] as const;

const sourceExtension = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

export function listSourceFiles(repoRoot: string, roots: readonly string[] = checkedRoots): string[] {
  const files: string[] = [];
  for (const root of roots) {
    for (const entry of readdirSync(posix.join(repoRoot, root), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !sourceExtension.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
      const relativeDir = posix.relative(repoRoot, entry.parentPath.split("\\").join("/"));
      files.push(posix.join(relativeDir, entry.name));
    }
  }
  return files.sort();
}

/**
 * Every module specifier of a file. A dynamic import whose argument is not a plain string literal is
 * returned as `null`: the checker cannot see where it goes, so it reports it instead of skipping it.
 */
export function readImportSpecifiers(fileName: string, source: string): (string | null)[] {
  const parsed = parseSync(fileName, source);
  if (parsed.errors.length > 0) {
    throw new Error(`${fileName}: cannot parse: ${parsed.errors[0]?.message}`);
  }
  const { staticImports, staticExports, dynamicImports } = parsed.module;
  const specifiers: (string | null)[] = staticImports.map((entry) => entry.moduleRequest.value);
  for (const statement of staticExports) {
    for (const entry of statement.entries) {
      if (entry.moduleRequest) specifiers.push(entry.moduleRequest.value);
    }
  }
  for (const entry of dynamicImports) {
    const argument = source.slice(entry.moduleRequest.start, entry.moduleRequest.end).trim();
    const literal = /^(["'`])([^"'`$\\]*)\1$/.exec(argument);
    specifiers.push(literal ? literal[2]! : null);
  }
  return specifiers;
}

/** The package.json `imports` aliases: `#app/`, `#server/`, `#contracts/`. */
const aliases: [prefix: string, target: string][] = [
  ["#app/", "app/"],
  ["#server/", "server/"],
  ["#contracts/", "contracts/"],
];

export function resolveSpecifier(from: string, specifier: string): string {
  let target: string | undefined;
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    target = posix.join(posix.dirname(from), specifier);
  } else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (!alias) return specifier;
    target = alias[1] + specifier.slice(alias[0].length);
  }
  return target.replace(/\?.*$/, "").replace(sourceExtension, "");
}

/** The target of a dynamic import whose argument is an expression: the checker cannot see where it goes. */
export const opaqueTarget = "<expression>";

export function readImportEdges(repoRoot: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const source = readFileSync(posix.join(repoRoot, from), "utf8");
    for (const specifier of readImportSpecifiers(from, source)) {
      edges.push(
        specifier === null
          ? { from, to: opaqueTarget, specifier: "import(<expression>)" }
          : { from, to: resolveSpecifier(from, specifier), specifier },
      );
    }
  }
  return edges;
}

export type RuleId =
  | "app-imports-no-server"
  | "app-layers-point-down"
  | "features-import-public-modules-only"
  | "routes-touch-no-data-access"
  | "contracts-import-no-app-or-server"
  | "drizzle-only-in-data-layer"
  | "literal-dynamic-imports";

/** A module of one feature that other features may import, and why: the allow-list of rule 3. */
export type PublicModule = { module: string; kind: "public" | "debt"; reason: string };

/** Dynamic imports that load something other than a source module, by file, with the reason. */
export const opaqueImportsAllowed: Readonly<Record<string, string>> = {
  "server/plugins/ssr.ts": "loads the built React Router server bundle (build/server/index.js) by its path",
  "server/lib/render-threads/render-thread.ts":
    "loads the same server bundle in a render thread (decision 0069)",
};

const featureOf = (path: string) => /^app\/features\/([^/]+)\//.exec(path)?.[1];
const isDrizzle = (target: string) => target === "drizzle-orm" || target.startsWith("drizzle-orm/");
const isRepository = (target: string) => /^server\/.*repository[^/]*$/.test(target);
/** Route modules of the app and route handlers of the server; `path` is a file or an extension-less target. */
const isRouteModule = (path: string) =>
  /^app\/routes(\/|(\.ts)?$)|^server\/modules\/.+routes(\.ts)?$/.test(path);
const mayUseDrizzle = (path: string) =>
  path.startsWith("server/db/") || /^server\/modules\/.+repository[^/]*\.ts$/.test(path);

type Rule = { id: RuleId; check(edge: ImportEdge, publicModules: ReadonlySet<string>): string | null };

export const rules: readonly Rule[] = [
  {
    id: "app-imports-no-server",
    // The browser bundle must never pull server code (secrets, Drizzle, Node APIs); the app reads the server
    // only through the API (app/lib/api-client.ts) and shares types through contracts/.
    check: ({ from, to }) =>
      from.startsWith("app/") && to.startsWith("server/")
        ? "app/ reaches the server only through /api"
        : null,
  },
  {
    id: "app-layers-point-down",
    // app/components/ui and app/lib sit under the features, the features under the route modules: nothing
    // imports a layer above its own.
    check: ({ from, to }) => {
      const shared = from.startsWith("app/components/ui/") || from.startsWith("app/lib/");
      if (shared && (to.startsWith("app/features/") || isRouteModule(to)))
        return "app/components/ui and app/lib import no feature and no route module";
      if (from.startsWith("app/features/") && isRouteModule(to)) return "a feature imports no route module";
      return null;
    },
  },
  {
    id: "features-import-public-modules-only",
    check: ({ from, to }, publicModules) => {
      const source = featureOf(from);
      const target = featureOf(to);
      if (!source || !target || source === target || publicModules.has(to)) return null;
      return `feature ${source} imports ${to}, an internal of feature ${target} (not in scripts/lib/feature-public-modules.ts)`;
    },
  },
  {
    id: "routes-touch-no-data-access",
    // Route modules call the API (app) or a service (server); only services hold repositories.
    check: ({ from, to }) =>
      isRouteModule(from) && (isRepository(to) || isDrizzle(to) || to.startsWith("server/db/"))
        ? "a route imports no repository, no Drizzle and no server/db: it calls a service"
        : null,
  },
  {
    id: "contracts-import-no-app-or-server",
    // contracts/ is shared by both sides, so it depends on neither.
    check: ({ from, to }) =>
      from.startsWith("contracts/") && (to.startsWith("app/") || to.startsWith("server/"))
        ? "contracts/ imports neither app/ nor server/"
        : null,
  },
  {
    id: "drizzle-only-in-data-layer",
    check: ({ from, to }) =>
      isDrizzle(to) && !mayUseDrizzle(from)
        ? "only server/db and the repositories (server/modules/*/…repository….ts) import drizzle-orm"
        : null,
  },
  {
    id: "literal-dynamic-imports",
    // Otherwise a computed import() would slip past every rule above.
    check: ({ from, to }) =>
      to === opaqueTarget && !Object.hasOwn(opaqueImportsAllowed, from)
        ? "a dynamic import takes a string literal, so that its boundary can be checked"
        : null,
  },
];

export function checkEdges(
  edges: readonly ImportEdge[],
  publicModules: readonly PublicModule[],
): Violation[] {
  const allowed = new Set(publicModules.map((entry) => entry.module));
  const violations: Violation[] = [];
  for (const edge of edges) {
    for (const rule of rules) {
      const message = rule.check(edge, allowed);
      if (message) violations.push({ rule: rule.id, from: edge.from, specifier: edge.specifier, message });
    }
  }
  return violations;
}

/** Allow-list entries no import needs any more: they are to be deleted, so the list only shrinks. */
export function unusedPublicModules(
  edges: readonly ImportEdge[],
  publicModules: readonly PublicModule[],
): PublicModule[] {
  const used = new Set(
    edges
      .filter((edge) => {
        const source = featureOf(edge.from);
        return source !== undefined && featureOf(edge.to) !== undefined && featureOf(edge.to) !== source;
      })
      .map((edge) => edge.to),
  );
  return publicModules.filter((entry) => !used.has(entry.module));
}

export function formatViolation({ rule, from, specifier, message }: Violation): string {
  return `${from}: "${specifier}" [${rule}] ${message}`;
}
