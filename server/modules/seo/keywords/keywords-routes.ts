import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { seoKeywordsApi } from "#contracts/api/seo-keywords.ts";
import {
  type KeyphraseSave,
  type KeywordsPage,
  type KeywordsQuery,
  keyphraseCheckRequestSchema,
  keyphraseSaveSchema,
  keywordsPageSchema,
  keywordsQuerySchema,
  type PageKeyphrase,
  pageKeyphraseSchema,
} from "#contracts/seo-keywords.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";

/** Keywords' use cases (list-keywords.ts, read-page-keyphrase.ts, save-keyphrase.ts, recheck-keyphrase.ts). */
export type Keywords = {
  list: (query: KeywordsQuery) => Promise<KeywordsPage>;
  page: (path: string) => Promise<PageKeyphrase>;
  save: (input: KeyphraseSave, by: AuditActor) => Promise<PageKeyphrase>;
  check: (path: string) => Promise<PageKeyphrase>;
};

export const keywordsRoutes: FastifyPluginAsyncZod<{ keywords: Keywords }> = async (app, { keywords }) => {
  app.get(
    seoKeywordsApi.list.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoKeywordsApi.list, {
        tags: ["seo"],
        summary: "Public pages with their focus keyphrase and checks passed; searched, filtered, paged",
        querystring: keywordsQuerySchema,
        response: { 200: keywordsPageSchema },
      }),
    },
    async (request) => keywords.list(request.query),
  );

  app.get(
    seoKeywordsApi.page.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(seoKeywordsApi.page, {
        tags: ["seo"],
        summary: "One page's focus keyphrase, synonyms, last on-page checks and the pages sharing it",
        querystring: keyphraseCheckRequestSchema,
        response: { 200: pageKeyphraseSchema },
      }),
    },
    async (request) => keywords.page(request.query.path),
  );

  app.put(
    seoKeywordsApi.save.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoKeywordsApi.save, {
        tags: ["seo"],
        summary:
          "Save (empty: remove) a page's focus keyphrase under its version, then check the rendered page",
        body: keyphraseSaveSchema,
        response: { 200: pageKeyphraseSchema },
      }),
    },
    async (request) => keywords.save(request.body, auditActorOf(request)),
  );

  app.post(
    seoKeywordsApi.check.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(seoKeywordsApi.check, {
        tags: ["seo"],
        summary: "Check a page's focus keyphrase again on the page as it renders now",
        body: keyphraseCheckRequestSchema,
        response: { 200: pageKeyphraseSchema },
      }),
    },
    async (request) => keywords.check(request.body.path),
  );
};
