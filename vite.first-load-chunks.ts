import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type Plugin, parseSync } from "vite";

// Every page's first load is the shell (vite.shell-chunk.ts), its route modules (layouts and the page) and
// the chunks they import. Left alone, the bundler cuts those chunks by the set of *entries* that use a module,
// and counts the lazily imported ones (dialogs, the chat, a form's contract) as entries too: a form's
// error mapper, its hook and its fields become three chunks on the sign-in page because a dialog elsewhere
// imports one of them, and a portal page loads six chunks that every portal page loads anyway, because the
// portal layout and some of its pages import the same query library. Each chunk costs a page about 100-150
// bytes of brotli (import lines, the chunk's name in the page's manifest, compression starting afresh).
//
// This groups the modules of the pages' first loads by the set of *pages* (leaf routes of app/routes.ts,
// with their layouts) whose first load needs them: modules that exactly the same pages need share one chunk,
// so no page downloads a byte it did not before, and the chunks follow the pages, not the lazy imports.
// Which modules a page needs is read from the import and export statements, following a named import through
// re-exports to the module that defines it (the icon and query libraries re-export hundreds of modules from
// one index; following the index would put every icon on every page). Lazily imported modules, modules one
// route module alone needs (they stay in its chunk) and the shell are left to the bundler.

type Binding = { from: string; name: string };
type ModuleRecord = {
  /** Local name of each imported binding -> the module and name it comes from ("*": the whole module). */
  imports: Map<string, Binding>;
  /** Each import declaration: the module and the names taken from it (none: imported for its effects). */
  uses: { from: string; names: string[] }[];
  /** Each exported name -> its local binding, or the module and name it re-exports. */
  exports: Map<string, { local: string } | Binding>;
  /** `export * from` targets. */
  stars: string[];
};

const clientRoute = "?__react-router-build-client-route";

function leafChains(entries: readonly RouteConfigEntry[], appDir: string, above: string[] = []): string[][] {
  return entries.flatMap((entry) => {
    const chain = [...above, path.resolve(appDir, entry.file)];
    return entry.children?.length ? leafChains(entry.children, appDir, chain) : [chain];
  });
}

export function firstLoadChunks({ appDirectory = "app" } = {}) {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: "ai-labs:first-load-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Route chunks may export what a group chunk of theirs needs back (the groups skip the dependency
    // closure: their modules' dependencies are in groups of their own). React Router reads only the route
    // exports it knows.
    options(options) {
      options.preserveEntrySignatures = "allow-extension";
    },
    async buildEnd() {
      groupOf.clear();
      const appDir = path.resolve(appDirectory);
      const { default: routes } = (await import(pathToFileURL(path.join(appDir, "routes.ts")).href)) as {
        default: RouteConfigEntry[];
      };
      // Every page loads the client entry and the root route (the shell chunk), then its own routes.
      const root = [path.join(appDir, "entry.client.tsx"), path.join(appDir, "root.tsx")];
      const chains = leafChains(routes, appDir, root);
      const routeFiles = new Set(chains.flat());

      const records = new Map<string, Promise<ModuleRecord | null>>();
      const resolved = new Map<string, Promise<string | null>>();
      const resolve = (specifier: string, importer: string) => {
        const key = `${importer}\0${specifier}`;
        if (!resolved.has(key))
          resolved.set(
            key,
            this.resolve(specifier, importer).then((result) =>
              result && !result.external ? result.id : null,
            ),
          );
        return resolved.get(key)!;
      };
      const record = (id: string) => {
        if (!records.has(id)) records.set(id, readRecord(id));
        return records.get(id)!;
      };
      const readRecord = async (id: string): Promise<ModuleRecord | null> => {
        const info = this.getModuleInfo(id);
        if (!info?.code || info.inputFormat === "cjs") return null;
        const { module } = parseSync("module.jsx", info.code);
        const imports = new Map<string, Binding>();
        const uses: ModuleRecord["uses"] = [];
        const exports: ModuleRecord["exports"] = new Map();
        const stars: string[] = [];
        for (const declaration of module.staticImports) {
          const from = await resolve(declaration.moduleRequest.value, id);
          if (!from) continue;
          const names: string[] = [];
          for (const entry of declaration.entries) {
            if (entry.isType) continue;
            const name =
              entry.importName.kind === "NamespaceObject"
                ? "*"
                : entry.importName.kind === "Default"
                  ? "default"
                  : (entry.importName.name ?? "default");
            imports.set(entry.localName.value, { from, name });
            names.push(name);
          }
          if (names.length > 0 || declaration.entries.length === 0) uses.push({ from, names });
        }
        for (const declaration of module.staticExports) {
          for (const entry of declaration.entries) {
            if (entry.isType) continue;
            const exported = entry.exportName.kind === "Default" ? "default" : entry.exportName.name;
            if (entry.moduleRequest) {
              const from = await resolve(entry.moduleRequest.value, id);
              if (!from) continue;
              if (entry.importName.kind === "AllButDefault") stars.push(from);
              else if (exported)
                exports.set(exported, {
                  from,
                  name: entry.importName.kind === "All" ? "*" : (entry.importName.name ?? "default"),
                });
            } else if (exported) {
              exports.set(exported, { local: entry.localName.name ?? exported });
            }
          }
        }
        return { imports, uses, exports, stars };
      };

      // Where `name` of `id` is defined, following re-exports, and the modules passed on the way there.
      type Found = { at: string; through: string[] };
      const definer = async (id: string, name: string, seen = new Set<string>()): Promise<Found | null> => {
        if (seen.has(`${id}\0${name}`)) return null;
        seen.add(`${id}\0${name}`);
        const rec = await record(id);
        if (!rec || name === "*") return { at: id, through: [] };
        const exported = rec.exports.get(name);
        let found: Found | null = null;
        if (exported && "local" in exported) {
          const imported = rec.imports.get(exported.local);
          if (!imported) return { at: id, through: [] };
          found = (await definer(imported.from, imported.name, seen)) ?? { at: imported.from, through: [] };
        } else if (exported) {
          found = (await definer(exported.from, exported.name, seen)) ?? { at: exported.from, through: [] };
        } else {
          for (const star of rec.stars) {
            found = await definer(star, name, seen);
            if (found) break;
          }
        }
        return found && { at: found.at, through: [id, ...found.through] };
      };

      // A page's first load: its route modules and what they use. A module only passed through (a package's
      // index) is counted where its users are, but what it re-exports is not, apart from modules it imports
      // for their effects; one of our modules passed through runs (its own statements) and is followed.
      const firstLoad = new Map<string, Set<string>>();
      const foreign = (id: string) => /[\\/]node_modules[\\/]/.test(id);
      const used = async (id: string, into: Set<string>, followed: Set<string>): Promise<void> => {
        into.add(id);
        if (followed.has(id)) return;
        followed.add(id);
        const rec = await record(id);
        if (!rec) {
          for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
            await used(imported, into, followed);
          return;
        }
        for (const { from, names } of rec.uses) {
          if (names.length === 0 || names.includes("*")) await used(from, into, followed);
          for (const name of names) {
            if (name === "*") continue;
            const found = (await definer(from, name)) ?? { at: from, through: [] };
            for (const passed of found.through) {
              if (passed === found.at) continue;
              if (!foreign(passed)) await used(passed, into, followed);
              else {
                into.add(passed);
                for (const effect of (await record(passed))?.uses ?? [])
                  if (effect.names.length === 0) await used(effect.from, into, followed);
              }
            }
            await used(found.at, into, followed);
          }
        }
      };
      const routeModule = async (file: string, into: Set<string>, followed: Set<string>) => {
        // The client's route module re-exports the route file's browser exports (no loader or action).
        const entry = `${file}${clientRoute}`;
        if (!this.getModuleInfo(entry)) return used(file, into, followed);
        into.add(entry);
        return used(file, into, followed);
      };
      for (const [index, chain] of chains.entries()) {
        const modules = new Set<string>();
        const followed = new Set<string>();
        for (const file of chain) await routeModule(file, modules, followed);
        for (const id of modules) firstLoad.set(id, new Set([...(firstLoad.get(id) ?? []), String(index)]));
      }

      // A module a lazily imported one also needs (a dialog, the chat, a form's contract) can be loaded on
      // more pages than its first-load set: grouping it would make that lazy load fetch the whole group. Such
      // modules are left to the bundler unless every page that may load them lazily loads them first anyway.
      const mayLoad = new Map<string, Set<string>>();
      for (const [id, pages] of firstLoad) mayLoad.set(id, new Set(pages));
      const lazyClosures = new Map<string, Set<string>>();
      for (const id of this.getModuleIds()) {
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
        const modules = new Set<string>();
        await used(id, modules, new Set());
        lazyClosures.set(id, modules);
      }
      for (let changed = true; changed; ) {
        changed = false;
        for (const [target, modules] of lazyClosures) {
          const pages = new Set<string>();
          for (const importer of this.getModuleInfo(target)?.dynamicImporters ?? [])
            for (const page of mayLoad.get(importer) ?? []) pages.add(page);
          for (const id of modules) {
            const known = mayLoad.get(id) ?? new Set<string>();
            mayLoad.set(id, known);
            for (const page of pages)
              if (!known.has(page)) {
                known.add(page);
                changed = true;
              }
          }
        }
      }

      // A set that is exactly the pages of one route module stays with that module (its own chunk).
      const routePages = new Set<string>();
      for (const file of routeFiles)
        routePages.add(
          [...chains.entries()]
            .filter(([, chain]) => chain.includes(file))
            .map(([index]) => String(index))
            .join(","),
        );
      const sets = new Map<string, string[]>();
      for (const [id, pages] of firstLoad) {
        if (id.includes("?") || /\.css$/.test(id) || routeFiles.has(id)) continue;
        const key = [...pages].join(",");
        if (pages.size < 2 || routePages.has(key) || mayLoad.get(id)?.size !== pages.size) continue;
        sets.set(key, [...(sets.get(key) ?? []), id]);
      }
      // Chunk names: the set's largest module, made unique.
      const taken = new Set<string>();
      for (const key of [...sets.keys()].sort()) {
        const modules = sets.get(key)!;
        const largest = modules.reduce((a, b) =>
          (this.getModuleInfo(b)?.code?.length ?? 0) > (this.getModuleInfo(a)?.code?.length ?? 0) ? b : a,
        );
        const base = path.basename(largest).replace(/\.[^.]+$/, "");
        let name = base;
        for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
        taken.add(name);
        for (const id of modules) groupOf.set(id, name);
      }
    },
    // The groups rely on a page's modules depending only on modules that at least the same pages need, so
    // group chunks import each other one way. Should that ever break (a cycle of chunk imports runs a chunk
    // before one it depends on), fail the build rather than the page.
    generateBundle(_options, bundle) {
      const groups = new Set(groupOf.values());
      const state = new Map<string, "open" | "done">();
      const visit = (file: string, trail: string[]): void => {
        if (state.get(file) === "done") return;
        if (state.get(file) === "open") {
          const cycle = [...trail.slice(trail.indexOf(file)), file];
          const chunk = (name: string) => bundle[name];
          if (
            cycle.some((name) => {
              const c = chunk(name);
              return c?.type === "chunk" && groups.has(c.name);
            })
          )
            this.error(`first-load chunks import each other in a cycle: ${cycle.join(" -> ")}`);
          return;
        }
        state.set(file, "open");
        const output = bundle[file];
        if (output?.type === "chunk")
          for (const imported of output.imports) visit(imported, [...trail, file]);
        state.set(file, "done");
      };
      for (const file of Object.keys(bundle)) visit(file, []);
    },
  };
  return {
    plugin,
    group: {
      name: (id: string) => groupOf.get(id) ?? null,
      debugName: "first-load",
      includeDependenciesRecursively: false,
    },
  };
}
