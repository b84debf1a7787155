import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { seoLinksApi } from "#contracts/api/seo-links.ts";
import {
  type LinkInsert,
  type LinkInserted,
  type LinkOverview,
  type LinkPagesQuery,
  type LinkProblemsQuery,
  type LinkSuggestionsQuery,
  linkInsertedSchema,
  linkInsertSchema,
  linkOverviewSchema,
  linkPagesQuerySchema,
  linkPagesSchema,
  linkProblemsQuerySchema,
  linkProblemsSchema,
  linkSuggestionsQuerySchema,
  linkSuggestionsSchema,
  type PageLinks,
  pageLinksQuerySchema,
  pageLinksSchema,
} from "#contracts/seo-links.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

/**
 * Internal Links' use cases (link-overview.ts, list-link-pages.ts, list-link-problems.ts,
 * list-link-suggestions.ts, read-page-links.ts).
 */
export type InternalLinks = {
  overview: () => Promise<LinkOverview>;
  pages: (query: LinkPagesQuery) => Promise<z.infer<typeof linkPagesSchema>>;
  problems: (query: LinkProblemsQuery) => Promise<z.infer<typeof linkProblemsSchema>>;
  suggestions: (query: LinkSuggestionsQuery) => Promise<z.infer<typeof linkSuggestionsSchema>>;
  page: (path: string) => Promise<PageLinks>;
  insert: (input: LinkInsert, by: AuditActor) => Promise<LinkInserted>;
};

const read = { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead };

export const linksRoutes: FastifyPluginAsyncZod<{ links: InternalLinks }> = async (app, { links }) => {
  app.get(
    seoLinksApi.overview.path,
    {
      config: read,
      schema: endpointSchema(seoLinksApi.overview, {
        tags: ["seo"],
        summary: "Totals of the last audit's internal-link graph: pages, links, orphans, broken, redirected",
        response: { 200: linkOverviewSchema },
      }),
    },
    async () => links.overview(),
  );

  app.get(
    seoLinksApi.pages.path,
    {
      config: read,
      schema: endpointSchema(seoLinksApi.pages, {
        tags: ["seo"],
        summary:
          "Crawled pages with their inbound and outbound internal links; searched, filtered, sorted, paged",
        querystring: linkPagesQuerySchema,
        response: { 200: linkPagesSchema },
      }),
    },
    async (request) => links.pages(request.query),
  );

  app.get(
    seoLinksApi.problems.path,
    {
      config: read,
      schema: endpointSchema(seoLinksApi.problems, {
        tags: ["seo"],
        summary: "Internal links to missing pages, or through redirects (with where the redirects end)",
        querystring: linkProblemsQuerySchema,
        response: { 200: linkProblemsSchema },
      }),
    },
    async (request) => links.problems(request.query),
  );

  app.get(
    seoLinksApi.suggestions.path,
    {
      config: read,
      schema: endpointSchema(seoLinksApi.suggestions, {
        tags: ["seo"],
        summary: "Pages that mention another page's focus keyphrase without linking to it, with the mention",
        querystring: linkSuggestionsQuerySchema,
        response: { 200: linkSuggestionsSchema },
      }),
    },
    async (request) => links.suggestions(request.query),
  );

  app.get(
    seoLinksApi.page.path,
    {
      config: read,
      schema: endpointSchema(seoLinksApi.page, {
        tags: ["seo"],
        summary: "One crawled page's links both ways and the anchor texts other pages link to it with",
        querystring: pageLinksQuerySchema,
        response: { 200: pageLinksSchema },
      }),
    },
    async (request) => links.page(request.query.path),
  );

  app.post(
    seoLinksApi.insert.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoLinksApi.insert, {
        tags: ["seo"],
        summary:
          "Link the first plain mention of a keyphrase on a page with a Markdown body (a blog post) to another page; 409 when the page cannot be edited here, links there already, no longer mentions it, or changed meanwhile",
        body: linkInsertSchema,
        response: { 200: linkInsertedSchema },
      }),
    },
    async (request) => links.insert(request.body, auditActorOf(request)),
  );
};
