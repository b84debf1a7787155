import type { z } from "zod";
import type { pageCreateSchema, pageSaveSchema, pageVariantSaveSchema } from "#contracts/page-builder.ts";
import {
  pageBuilderLimits as limits,
  pageBuilderMessages as messages,
  type PageStatus,
} from "#contracts/page-builder-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { PageVariant } from "./ab-bucket.ts";
import { createPage } from "./create-page.ts";
import { deletePage } from "./delete-page.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { toPageSummary } from "./page-dto.ts";
import { pageTemplates } from "./page-templates.ts";
import { createVariant, saveVariant, startVariant, stopVariant, variantStats } from "./page-variants.ts";
import { listVersions, readVersion, restoreVersion } from "./page-versions.ts";
import { publishPage, unpublishPage } from "./publish-page.ts";
import { readPage } from "./read-page.ts";
import { type RenderPageDeps, renderPageView } from "./render-page-view.ts";
import { savePage } from "./save-page.ts";

/** The page builder's use cases (issue 21), one file each. */
export function createPageBuilderService(deps: PageBuilderDeps & RenderPageDeps) {
  return {
    async list(filter: { status?: PageStatus | undefined; q?: string | undefined }, page: number) {
      const { rows, total } = await deps.repository.list(filter, page, limits.pagesPageSize);
      return { items: rows.map(toPageSummary), total, page, pageSize: limits.pagesPageSize };
    },
    templates: () => ({
      items: pageTemplates.map((template) => ({
        id: template.id,
        name: template.name,
        description: template.description,
        blocks: template.document(["course"]).content.length,
      })),
    }),
    get: (id: string) => readPage(deps, id),
    create: (input: z.output<typeof pageCreateSchema>, by: AuditActor) => createPage(deps, input, by),
    save: (id: string, input: z.output<typeof pageSaveSchema>, by: AuditActor) =>
      savePage(deps, id, input, by),
    publish: (id: string, input: { version: number; at?: string | undefined }, by: AuditActor) =>
      publishPage(deps, id, input, by),
    unpublish: (id: string, version: number, by: AuditActor) => unpublishPage(deps, id, version, by),
    remove: (id: string, by: AuditActor) => deletePage(deps, id, by),
    versions: (id: string, page: number) => listVersions(deps, id, page),
    version: (id: string, number: number) => readVersion(deps, id, number),
    restore: (id: string, number: number, version: number, by: AuditActor) =>
      restoreVersion(deps, id, number, version, by),

    createVariant: (id: string, version: number, by: AuditActor) => createVariant(deps, id, version, by),
    saveVariant: (id: string, input: z.output<typeof pageVariantSaveSchema>, by: AuditActor) =>
      saveVariant(deps, id, input, by),
    startVariant: (id: string, version: number, by: AuditActor) => startVariant(deps, id, version, by),
    stopVariant: (id: string, input: { version: number; winner: PageVariant }, by: AuditActor) =>
      stopVariant(deps, id, input, by),
    variantStats: (id: string) => variantStats(deps, id),

    /**
     * A published page for visitors, with live facts; 404 when no page is published at `path`. Variant b (the
     * visitor's A/B bucket, set by the page render) draws B while a test runs there, else the page as always.
     */
    async view(path: string, variant: PageVariant = "a") {
      const page = await deps.repository.publishedAt(path, variant);
      if (!page) throw new HttpError(404, messages.notFound);
      return renderPageView(deps, page, false);
    },

    /** A draft through its preview link (expired or altered links: 404, saying so). */
    async preview(token: string, variant: PageVariant = "a") {
      const id = deps.previewLinks.pageIdOf(token);
      const row = id ? await deps.repository.byId(id) : undefined;
      if (!row) throw new HttpError(404, messages.previewExpired);
      const document = variant === "b" && row.variantDraft ? row.variantDraft : row.draft;
      return renderPageView(
        deps,
        { path: row.path, title: row.title, description: row.description, document },
        true,
      );
    },
  };
}
export type PageBuilderService = ReturnType<typeof createPageBuilderService>;
