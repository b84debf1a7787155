import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { normalizePath } from "./normalize-path.ts";
import { destination, ruleFor } from "./redirect-rules.ts";
import type { RedirectTable } from "./redirect-table.ts";
import type { SeoRepository } from "./repository.ts";

// The page that answers a 410: short, in the site's words, with a way on.
const gonePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This page is gone | AI Labs</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>This page is gone</h1><p>It was removed for good. Our courses and articles start at the <a href="/">home page</a>.</p></body></html>`;

/**
 * Serves the marketers' redirects (issue 20) before any page: GET and HEAD outside /api and /assets (an
 * onRequest hook at the root, so it runs before the pages' catch-all route, which every request for a page
 * reaches in a server that renders pages). The
 * query string goes along to a site path. Each answer is counted, without holding the answer for it.
 */
export const redirectsPlugin = fp(
  async (app: FastifyInstance, options: { table: RedirectTable; repository: SeoRepository }) => {
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const url = request.url;
      if (url.startsWith("/api/") || url.startsWith("/assets/")) return;
      let rules: Awaited<ReturnType<RedirectTable["rules"]>>;
      try {
        rules = await options.table.rules();
      } catch (error) {
        // Redirects unreadable (the database is away): the request goes on without them, and a health
        // probe still reports what it must (503 from /readyz, not a 500 from here).
        request.log.warn({ err: error }, "could not read the redirects");
        return;
      }
      if (rules.length === 0) return;
      const path = normalizePath(url);
      if (!path) return;
      const rule = ruleFor(rules, path);
      if (!rule) return;
      options.repository.countRedirectHit(rule.id, new Date()).catch((error: unknown) => {
        request.log.warn({ err: error }, "could not count a redirect's hit");
      });
      const target = destination(rule, path);
      if (target === null) {
        return reply
          .code(410)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(gonePage);
      }
      const query =
        url.includes("?") && target.startsWith("/") && !target.includes("?")
          ? url.slice(url.indexOf("?"))
          : "";
      return reply
        .header("cache-control", rule.status === 301 ? "public, max-age=300" : "no-store")
        .redirect(`${target}${query}`, rule.status as 301 | 302);
    });
  },
  { name: "seo-redirects" },
);
