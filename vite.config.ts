import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunk } from "./vite.shell-chunk.ts";

const shell = shellChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [shell.group] } } } },
    },
  },
});
