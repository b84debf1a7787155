import { describe, expect, test } from "vitest";
import { routeAssetHrefs } from "./route-assets.ts";

const route = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...extra,
});

const manifest = {
  routes: {
    root: route("root", { imports: ["/assets/shell.js"] }),
    about: route("about", { imports: ["/assets/shell.js", "/assets/prose.js"], css: ["/assets/about.css"] }),
    blog: route("blog", { imports: ["/assets/prose.js"] }),
  },
};

describe("routeAssetHrefs", () => {
  test("the module, imports and stylesheets of routes not loaded yet, each file once", () => {
    expect(routeAssetHrefs(["root", "about", "blog"], manifest, new Set(["root"]))).toEqual({
      scripts: ["/assets/about.js", "/assets/shell.js", "/assets/prose.js", "/assets/blog.js"],
      styles: ["/assets/about.css"],
    });
  });

  test("nothing for loaded or unknown routes", () => {
    expect(routeAssetHrefs(["root", "nope"], manifest, new Set(["root"]))).toEqual({
      scripts: [],
      styles: [],
    });
  });
});
