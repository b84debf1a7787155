import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

// A lazy import in a chunk comes with the list of the chunks its module needs, which the browser is told to
// preload alongside it (Vite's __vite__mapDeps). Vite lists every chunk the module needs, including those
// the importing chunk has statically imported, which are loaded by the time it runs: on a page they are
// bytes of chunk names (hashes compress badly) that preload nothing. This leaves them out of the list.
export function preloadDeps() {
  let bundle: OutputBundle | undefined;
  const plugin: Plugin = {
    name: "ai-labs:preload-deps",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Before Vite writes the lists (its own generateBundle): the chunks and their static imports.
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    if (!bundle) return deps;
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const chunk = bundle?.[file];
      if (chunk?.type === "chunk") for (const imported of chunk.imports) visit(imported);
    };
    visit(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
