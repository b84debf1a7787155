import type { Plugin } from "vite";

// The public site's first load is the client entry, the root route (the shell: banner, header, footer,
// bottom bar, providers) and one page. Left alone, the bundler splits the shell's static imports into
// about 40 tiny shared chunks: on HTTP/1.1 (6 connections) that is several round trips before the page
// is interactive, and Lighthouse's simulated mobile network counts each of them. This groups the static
// dependency closure of app/entry.client.tsx and app/root.tsx into one "shell" chunk. Only modules every
// page loads anyway are captured, so no page downloads more; lazy imports (chat, dialogs, toasts) stay
// separate chunks because dynamic imports are not followed.
const shellRoots = /[\\/]app[\\/](root|entry\.client)\.tsx(\?.*)?$/;
// Barrel packages list every export as an import, used or not: following them would drag the lazily
// loaded dialogs' Radix parts and every icon into the shell. Their modules keep the automatic chunking.
const barrels = /[\\/]node_modules[\\/](lucide-react|radix-ui|@radix-ui)[\\/]/;

export function shellChunk() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "ai-labs:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shell.clear();
      const queue = [...this.getModuleIds()].filter((id) => shellRoots.test(id));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (shell.has(id) || barrels.test(id)) continue;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
      }
    },
  };
  // Route modules and the entry stay chunks of their own (React Router loads them by name); styles
  // follow Vite's CSS handling.
  const test = (id: string) =>
    shell.has(id) && !id.includes("?") && !shellRoots.test(id) && !/\.css$/.test(id);
  return { plugin, group: { name: "shell", test } };
}
