import type { ItemVersions, OpeningStudioDetail, OpeningVersion } from "#contracts/content-studio-items.ts";
import {
  contentStudioItemsLimits as limits,
  openingMessages as messages,
} from "#contracts/content-studio-items-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ItemsDeps } from "./items-deps.ts";
import type { OpeningContent } from "./openings-repository.ts";
import { openingRow } from "./read-opening.ts";
import { saveOpening } from "./save-opening.ts";

export async function listOpeningVersions(deps: ItemsDeps, id: string, page: number): Promise<ItemVersions> {
  await openingRow(deps, id);
  const { rows, total } = await deps.versions.list("job_opening", id, page, limits.versionsPageSize);
  return {
    items: rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
    total,
    page,
    pageSize: limits.versionsPageSize,
  };
}

/** A version's snapshot as opening content (missing fields, from an older shape, read as empty). */
function contentOf(snapshot: Record<string, unknown>): OpeningContent {
  const text = (key: string) => (typeof snapshot[key] === "string" ? (snapshot[key] as string) : "");
  return {
    slug: text("slug"),
    kind: snapshot.kind === "internship" ? "internship" : "job",
    title: text("title"),
    team: text("team"),
    location: text("location"),
    employmentType: text("employmentType"),
    summary: text("summary"),
    descriptionMarkdown: text("descriptionMarkdown"),
    status: snapshot.status === "closed" ? "closed" : "open",
  };
}

async function versionOf(deps: ItemsDeps, id: string, number: number) {
  await openingRow(deps, id);
  const row = await deps.versions.one("job_opening", id, number);
  if (!row) throw new HttpError(404, messages.versionNotFound);
  return row;
}

export async function readOpeningVersion(
  deps: ItemsDeps,
  id: string,
  number: number,
): Promise<OpeningVersion> {
  const row = await versionOf(deps, id, number);
  const { kind: openingKind, ...content } = contentOf(row.snapshot);
  return {
    number: row.number,
    kind: row.kind,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByName,
    openingKind,
    ...content,
  };
}

/**
 * Makes an earlier version the opening's content again (a new version, so the restore can itself be undone).
 * The slug, the kind and whether it is open stay: a restore changes the text, not where the opening is shown
 * or who may apply.
 */
export async function restoreOpeningVersion(
  deps: ItemsDeps,
  id: string,
  number: number,
  version: number,
  by: AuditActor,
): Promise<OpeningStudioDetail> {
  const row = await openingRow(deps, id);
  const old = contentOf((await versionOf(deps, id, number)).snapshot);
  return saveOpening(
    deps,
    id,
    { ...old, slug: row.slug, kind: row.kind, status: row.status, version },
    by,
    "restore",
  );
}
