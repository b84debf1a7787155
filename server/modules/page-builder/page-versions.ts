import type { PageDetail } from "#contracts/page-builder.ts";
import {
  pageBuilderLimits as limits,
  pageBuilderMessages as messages,
} from "#contracts/page-builder-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { pageRow } from "./read-page.ts";
import { savePage } from "./save-page.ts";

export async function listVersions(deps: PageBuilderDeps, id: string, page: number) {
  await pageRow(deps, id);
  const { rows, total } = await deps.repository.versions(id, page, limits.versionsPageSize);
  return {
    items: rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
    total,
    page,
    pageSize: limits.versionsPageSize,
  };
}

export async function readVersion(deps: PageBuilderDeps, id: string, number: number) {
  await pageRow(deps, id);
  const row = await deps.repository.version(id, number);
  if (!row) throw new HttpError(404, messages.versionNotFound);
  return {
    number: row.number,
    title: row.title,
    description: row.description,
    path: row.path,
    document: row.document,
  };
}

/**
 * Makes an earlier version the draft again (a new version, so the restore itself can be undone). The path
 * stays the page's own: a restore never moves a published page.
 */
export async function restoreVersion(
  deps: PageBuilderDeps,
  id: string,
  number: number,
  version: number,
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  const old = await deps.repository.version(id, number);
  if (!old) throw new HttpError(404, messages.versionNotFound);
  return savePage(
    deps,
    id,
    { path: row.path, title: old.title, description: old.description, document: old.document, version },
    by,
    "restore",
  );
}
