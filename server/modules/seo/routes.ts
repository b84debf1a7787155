import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoApi } from "#contracts/api/seo.ts";
import { portals } from "#contracts/portals.ts";
import { pageMetaQuerySchema, resolvedPageMetaSchema } from "#contracts/seo.ts";
import {
  type SeoMetadataEditor,
  type SeoMetadataSave,
  seoMetadataEditorSchema,
  seoMetadataQuerySchema,
  seoMetadataSaveSchema,
} from "#contracts/seo-metadata.ts";
import {
  type SeoPagesPage,
  type SeoPagesQuery,
  seoPagesPageSchema,
  seoPagesQuerySchema,
} from "#contracts/seo-pages.ts";
import {
  type Redirect,
  type RedirectCreate,
  type RedirectList,
  redirectCreateSchema,
  redirectListSchema,
  redirectParamsSchema,
  redirectSchema,
} from "#contracts/seo-redirects.ts";
import {
  type RobotsTestQuery,
  type RobotsTestResult,
  robotsTestQuerySchema,
  robotsTestResultSchema,
  type SitemapOverview,
  type SitemapPageUpdate,
  sitemapOverviewSchema,
  sitemapPageUpdateSchema,
} from "#contracts/seo-sitemap.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { SeoService } from "./service.ts";
import { workbenchAccess } from "./workbench-access.ts";

// Crawlers re-read these often; content changes show up within minutes.
const crawlerCache = "public, max-age=300";

/** The SEO workbench's use cases (list-pages.ts, read-page-metadata.ts, save-page-metadata.ts). */
export type SeoWorkbench = {
  listPages: (query: SeoPagesQuery) => Promise<SeoPagesPage>;
  readMetadata: (path: string) => Promise<SeoMetadataEditor>;
  saveMetadata: (input: SeoMetadataSave, by: AuditActor) => Promise<SeoMetadataEditor>;
  listRedirects: () => Promise<RedirectList>;
  createRedirect: (input: RedirectCreate, by: AuditActor) => Promise<Redirect>;
  updateRedirect: (id: string, input: RedirectCreate, by: AuditActor) => Promise<Redirect>;
  deleteRedirect: (id: string, by: AuditActor) => Promise<void>;
  sitemap: () => Promise<SitemapOverview>;
  setSitemapPage: (input: SitemapPageUpdate, by: AuditActor) => Promise<void>;
  robotsTest: (query: RobotsTestQuery) => Promise<RobotsTestResult>;
};

export const seoRoutes: FastifyPluginAsyncZod<{ service: SeoService; workbench: SeoWorkbench }> = async (
  app,
  { service, workbench },
) => {
  // Page Management (issue 20): the SEO workbench is the marketer's and the admin's.
  app.get(
    seoApi.pages.path,
    {
      config: {
        access: access.roles(...portals.digitalMarketer.roles),
        rateLimit: rateLimitPresets.adminRead,
      },
      schema: endpointSchema(seoApi.pages, {
        tags: ["seo"],
        summary:
          "Every public page: title, type, indexable, override, views in 30 days, last change; searched, filtered, paged",
        querystring: seoPagesQuerySchema,
        response: { 200: seoPagesPageSchema },
      }),
    },
    async (request) => workbench.listPages(request.query),
  );

  // Meta Tags (issue 20): one page's override, its defaults and history; saved with its version.
  app.get(
    seoApi.metadata.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoApi.metadata, {
        tags: ["seo"],
        summary:
          "A page's metadata override as form fields, its defaults, version and history (404: no page)",
        querystring: seoMetadataQuerySchema,
        response: { 200: seoMetadataEditorSchema },
      }),
    },
    async (request) => workbench.readMetadata(request.query.path),
  );

  app.put(
    seoApi.saveMetadata.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoApi.saveMetadata, {
        tags: ["seo"],
        summary: "Save a page's metadata override with the version it was opened with (409: saved meanwhile)",
        body: seoMetadataSaveSchema,
        response: { 200: seoMetadataEditorSchema },
      }),
    },
    async (request) => workbench.saveMetadata(request.body, auditActorOf(request)),
  );

  // The Sitemap page (issue 20).
  app.get(
    seoApi.sitemap.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoApi.sitemap, {
        tags: ["seo"],
        summary: "Every public page, in sitemap.xml or not and why, and robots.txt",
        response: { 200: sitemapOverviewSchema },
      }),
    },
    async () => workbench.sitemap(),
  );

  app.put(
    seoApi.setSitemapPage.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoApi.setSitemapPage, {
        tags: ["seo"],
        summary: "Put a public page in sitemap.xml or leave it out (404: no page)",
        body: sitemapPageUpdateSchema,
      }),
    },
    async (request, reply) => {
      await workbench.setSitemapPage(request.body, auditActorOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    seoApi.robotsTest.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoApi.robotsTest, {
        tags: ["seo"],
        summary: "Whether a crawler may fetch a path under robots.txt, and the line that decides",
        querystring: robotsTestQuerySchema,
        response: { 200: robotsTestResultSchema },
      }),
    },
    async (request) => workbench.robotsTest(request.query),
  );

  // SEO Settings' redirects (issue 20): served by redirects-plugin.ts.
  app.get(
    seoApi.redirects.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoApi.redirects, {
        tags: ["seo"],
        summary: "Every redirect with its hits, newest first",
        response: { 200: redirectListSchema },
      }),
    },
    async () => workbench.listRedirects(),
  );

  app.post(
    seoApi.createRedirect.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoApi.createRedirect, {
        tags: ["seo"],
        summary: "Add a redirect (301, 302 or 410; exact or prefix); 409 for a duplicate, a loop or a chain",
        body: redirectCreateSchema,
        response: { 201: redirectSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await workbench.createRedirect(request.body, auditActorOf(request))),
  );

  app.put(
    seoApi.updateRedirect.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoApi.updateRedirect, {
        tags: ["seo"],
        summary:
          "Edit a redirect in place (hits kept unless its old path or coverage changes); 409 for a taken path, a loop or a chain; 404 when it is gone",
        params: redirectParamsSchema,
        body: redirectCreateSchema,
        response: { 200: redirectSchema },
      }),
    },
    async (request) => workbench.updateRedirect(request.params.id, request.body, auditActorOf(request)),
  );

  app.delete(
    seoApi.deleteRedirect.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoApi.deleteRedirect, {
        tags: ["seo"],
        summary: "Delete a redirect (404 when it is gone)",
        params: redirectParamsSchema,
      }),
    },
    async (request, reply) => {
      await workbench.deleteRedirect(request.params.id, auditActorOf(request));
      return reply.code(204).send();
    },
  );

  // SSR reads this in-process for every page (exempt from the per-IP limit); /seo-preview reads it too.
  app.get(
    seoApi.pageMeta.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(seoApi.pageMeta, {
        tags: ["seo"],
        summary:
          "A path's resolved metadata: title, description, canonical, robots, social image, JSON-LD (400: not a path; 404: no page)",
        querystring: pageMetaQuerySchema,
        response: { 200: resolvedPageMetaSchema },
      }),
    },
    async (request, reply) => {
      const meta = await service.resolve(request.query.path);
      reply.header("cache-control", "public, max-age=60");
      return meta;
    },
  );

  // Not under /api and not React pages: plain documents for crawlers, matched before the SSR catch-all.
  app.get(
    "/sitemap.xml",
    { config: { rateLimit: rateLimitPresets.read }, schema: { hide: true } },
    async (_request, reply) => {
      const xml = await service.sitemapXml();
      return reply.type("application/xml; charset=utf-8").header("cache-control", crawlerCache).send(xml);
    },
  );

  // The parts of a sitemap past 50,000 URLs (sitemap.xml is then their index).
  app.get(
    "/sitemap-:part.xml",
    { config: { rateLimit: rateLimitPresets.read }, schema: { hide: true } },
    async (request, reply) => {
      const { part } = request.params as { part: string };
      const xml = /^[1-9]\d{0,5}$/.test(part) ? await service.sitemapPartXml(Number(part)) : null;
      if (xml === null) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      return reply.type("application/xml; charset=utf-8").header("cache-control", crawlerCache).send(xml);
    },
  );

  app.get(
    "/robots.txt",
    { config: { rateLimit: rateLimitPresets.read }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", crawlerCache)
        .send(await service.robotsTxt()),
  );
};
