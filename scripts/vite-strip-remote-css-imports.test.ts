// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { stripRemoteCssImports, stripRemoteCssImportsPlugin } from "./vite-strip-remote-css-imports.ts";

// Puck's stylesheet must reach the page without its @import of a remote font (decision 0063).

describe("stripRemoteCssImports", () => {
  test("drops @import of http(s) URLs in every spelling, keeps the rest", () => {
    const css = [
      '@import "https://rsms.me/inter/inter.css";',
      "@import url(https://fonts.example/a.css);",
      "@import url('http://fonts.example/b.css') screen;",
      '@import "./local.css";',
      ".a { color: red; }",
    ].join("\n");
    expect(stripRemoteCssImports(css)).toBe('@import "./local.css";\n.a { color: red; }');
  });

  test("Puck's own stylesheet loses its remote import and nothing else", () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve("@puckeditor/core/puck.css"), "utf8");
    expect(css).toContain("rsms.me");
    const stripped = stripRemoteCssImports(css);
    expect(stripped).not.toMatch(/@import[^;]*https?:/);
    expect(css.length - stripped.length).toBeLessThan(60);
  });

  test("Puck's run-time copy of its stylesheet loses the import too", () => {
    const require = createRequire(import.meta.url);
    const dist = require.resolve("@puckeditor/core/puck.css").replace(/index\.css$/, "");
    const file = readdirSync(dist).find(
      (name) => name.endsWith(".mjs") && readFileSync(`${dist}${name}`, "utf8").includes("rsms.me"),
    );
    expect(file).toBeDefined();
    const source = readFileSync(`${dist}${file}`, "utf8");
    const stripped = stripRemoteCssImports(source);
    expect(stripped).not.toContain("rsms.me");
    expect(source.length - stripped.length).toBeLessThan(60);
  });

  test("the plugin transforms only the listed packages' CSS and JavaScript", () => {
    const plugin = stripRemoteCssImportsPlugin();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const css = '@import "https://rsms.me/inter/inter.css";\n.a{}';
    expect(transform(css, "/repo/node_modules/@puckeditor/core/dist/index.css")?.code).toBe(".a{}");
    expect(transform(css, "/repo/node_modules/@puckeditor/core/dist/index.css?direct")?.code).toBe(".a{}");
    expect(transform(css, "/repo/app/app.css")).toBeNull();
    const js = 'var styles = `@import "https://rsms.me/inter/inter.css";\n:root{}`;';
    expect(transform(js, "/repo/node_modules/@puckeditor/core/dist/chunk-1.mjs")?.code).toBe(
      "var styles = `:root{}`;",
    );
    expect(transform(js, "/repo/node_modules/other/index.mjs")).toBeNull();
  });
});
