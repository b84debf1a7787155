import type { OpeningStudioDetail, OpeningStudioSummary } from "#contracts/content-studio-items.ts";
import { openingPath } from "#contracts/content-studio-items-text.ts";
import type { PostStatus } from "#contracts/content-studio-text.ts";
import type { OpeningRow } from "./openings-repository.ts";

type StateOf = Pick<OpeningRow, "publication" | "publishAt">;

/** Published: on /careers or /internship while open (the careers module's rule). */
export function isOpeningPublished(row: StateOf): boolean {
  return row.publication === "published";
}

/** A draft with a time is scheduled. */
export function openingPublicationOf(row: StateOf): PostStatus {
  if (row.publication === "published") return "published";
  return row.publishAt ? "scheduled" : "draft";
}

export function toOpeningSummary(row: OpeningRow): OpeningStudioSummary {
  const publication = openingPublicationOf(row);
  return {
    id: row.id,
    slug: row.slug,
    path: openingPath(row.kind, row.slug),
    kind: row.kind,
    title: row.title,
    team: row.team,
    location: row.location,
    employmentType: row.employmentType,
    summary: row.summary,
    status: row.status,
    publication,
    publishAt: publication === "scheduled" ? (row.publishAt?.toISOString() ?? null) : null,
    postedAt: publication === "published" ? row.postedAt.toISOString() : null,
    applications: row.applications,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

export function toOpeningDetail(row: OpeningRow): OpeningStudioDetail {
  return { ...toOpeningSummary(row), descriptionMarkdown: row.descriptionMarkdown };
}
