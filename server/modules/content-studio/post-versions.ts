import type { PostDetail, PostVersion, PostVersions } from "#contracts/content-studio.ts";
import {
  contentStudioLimits as limits,
  contentStudioMessages as messages,
} from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { postRow } from "./read-post.ts";
import { savePost } from "./save-post.ts";

export async function listVersions(deps: ContentStudioDeps, id: string, page: number): Promise<PostVersions> {
  await postRow(deps, id);
  const { rows, total } = await deps.repository.versions(id, page, limits.versionsPageSize);
  return {
    items: rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
    total,
    page,
    pageSize: limits.versionsPageSize,
  };
}

export async function readVersion(deps: ContentStudioDeps, id: string, number: number): Promise<PostVersion> {
  await postRow(deps, id);
  const row = await deps.repository.version(id, number);
  if (!row) throw new HttpError(404, messages.versionNotFound);
  return {
    number: row.number,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    bodyMarkdown: row.bodyMarkdown,
    authorName: row.authorName,
    tags: row.tags,
    coverPath: row.coverPath,
    coverAlt: row.coverAlt,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByName,
  };
}

/**
 * Makes an earlier version the post's content again (a new version, so the restore can itself be undone).
 * The slug stays the post's own: a restore never moves a live post's address.
 */
export async function restoreVersion(
  deps: ContentStudioDeps,
  id: string,
  number: number,
  version: number,
  by: AuditActor,
): Promise<PostDetail> {
  const row = await postRow(deps, id);
  const old = await deps.repository.version(id, number);
  if (!old) throw new HttpError(404, messages.versionNotFound);
  return savePost(
    deps,
    id,
    {
      slug: row.slug,
      title: old.title,
      excerpt: old.excerpt,
      bodyMarkdown: old.bodyMarkdown,
      authorName: old.authorName,
      tags: old.tags,
      coverPath: old.coverPath,
      coverAlt: old.coverAlt,
      version,
    },
    by,
    "restore",
  );
}
