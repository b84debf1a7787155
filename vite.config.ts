import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { stripRemoteCssImportsPlugin } from "./scripts/vite-strip-remote-css-imports.ts";
import { firstLoadChunks } from "./vite.first-load-chunks.ts";
import { preloadDeps } from "./vite.preload-deps.ts";
import { shellChunk } from "./vite.shell-chunk.ts";

const shell = shellChunk();
const firstLoad = firstLoadChunks();
const preload = preloadDeps();

export default defineConfig({
  plugins: [
    stripRemoteCssImportsPlugin(),
    tailwindcss(),
    reactRouter(),
    shell.plugin,
    firstLoad.plugin,
    preload.plugin,
  ],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        modulePreload: { resolveDependencies: preload.resolveDependencies },
        rolldownOptions: { output: { codeSplitting: { groups: [shell.group, firstLoad.group] } } },
      },
    },
  },
});
