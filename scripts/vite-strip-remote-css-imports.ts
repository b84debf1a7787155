import type { Plugin } from "vite";

// Puck's stylesheet (@puckeditor/core/puck.css) starts with `@import "https://rsms.me/inter/inter.css"`. Our
// CSP (style-src 'self') refuses it, it would tell a third party who opens the editor, and where it cannot load
// the stylesheet's error stops Vite's CSS preload, so the lazily loaded editor never mounts (decision 0063).
// This drops `@import`s of http(s) URLs from the listed packages' CSS, and from their JavaScript too: Puck
// keeps a copy of its stylesheet as a string, injected at run time when it finds no stylesheet of its own
// loaded (ours is, so the copy is not used; without its import it could not call out if it were). The
// site's own fonts are used.

const remoteImport = /@import\s+(?:url\(\s*)?(["']?)https?:\/\/[^"')\s]+\1\s*\)?[^;]*;[ \t]*\r?\n?/gi;

/** The CSS text without its `@import`s of remote URLs. */
export function stripRemoteCssImports(css: string): string {
  return css.replace(remoteImport, "");
}

export function stripRemoteCssImportsPlugin(packages: readonly string[] = ["@puckeditor/"]): Plugin {
  const applies = (id: string) => {
    const file = id.split("?")[0]?.replaceAll("\\", "/") ?? "";
    return /\.(css|m?js)$/.test(file) && packages.some((name) => file.includes(`/node_modules/${name}`));
  };
  return {
    name: "ai-labs:strip-remote-css-imports",
    enforce: "pre",
    transform(code, id) {
      if (!applies(id) || !code.includes("@import")) return null;
      const stripped = stripRemoteCssImports(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
