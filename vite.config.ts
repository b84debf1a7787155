import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { firstLoadChunks } from "./vite.first-load-chunks.ts";
import { shellChunk } from "./vite.shell-chunk.ts";

const shell = shellChunk();
const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin, firstLoad.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [shell.group, firstLoad.group] } } } },
    },
  },
});
