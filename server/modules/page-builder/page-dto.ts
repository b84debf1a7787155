import type { PageDetail, PageSummary } from "#contracts/page-builder.ts";
import type { PageStatus } from "#contracts/page-builder-text.ts";
import type { PageRow } from "./pages-repository.ts";

export function pageStatusOf(row: Pick<PageRow, "published" | "publishAt">): PageStatus {
  if (row.published) return "published";
  return row.publishAt ? "scheduled" : "draft";
}

export function toPageSummary(row: PageRow): PageSummary {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    description: row.description,
    status: pageStatusOf(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // Any write after publishing (a save, a restore) leaves the published copy behind the draft.
    unpublishedChanges: row.published !== null && row.publishedVersion !== row.version,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function toPageDetail(row: PageRow, previewUrl: string): PageDetail {
  return {
    ...toPageSummary(row),
    document: row.draft,
    previewUrl,
    variant: row.variantDraft
      ? {
          document: row.variantDraft,
          running: row.variantPublished !== null && row.published !== null,
          startedAt: row.variantStartedAt?.toISOString() ?? null,
        }
      : null,
  };
}
