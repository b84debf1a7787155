import type { PostDetail, PostFields } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages, postPath } from "#contracts/content-studio-text.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { isLive } from "./post-dto.ts";
import { checkSlug, postRow, readPost } from "./read-post.ts";

/**
 * Saves the post at the version its editor opened: 409 when someone saved since, and nothing of theirs is
 * overwritten (the editor keeps what was typed). A post has one copy, so saving a live post changes what
 * visitors see at once; a live post given a new slug leaves a 301 at its old address, written in the same
 * transaction by the SEO module (server/lib/page-moves.ts), so no link or search result breaks.
 */
export async function savePost(
  deps: ContentStudioDeps,
  id: string,
  input: PostFields & { version: number },
  by: AuditActor,
  kind: "save" | "restore" = "save",
): Promise<PostDetail> {
  const before = await postRow(deps, id);
  const { version, ...content } = input;
  await checkSlug(deps, content.slug, id);
  const now = deps.now();
  const live = isLive(before, now);
  const moved = live && before.slug !== content.slug;
  const saved = await deps.db
    .transaction(async (tx) => {
      const next = await deps.repository.save(id, version, content, kind, by.id, now, tx);
      if (next === null) return false;
      await deps.audit.record(
        by,
        {
          action: kind === "restore" ? "content-studio.post.restore" : "content-studio.post.save",
          entityType: "blog_post",
          entityId: id,
          summary: moved
            ? `Post ${before.slug} -> ${content.slug}; ${postPath(before.slug)} redirects to ${postPath(content.slug)}`
            : undefined,
          before: {
            slug: before.slug,
            title: before.title,
            excerpt: before.excerpt,
            authorName: before.authorName,
            tags: before.tags,
            coverPath: before.coverPath,
            bodyLength: before.bodyMarkdown.length,
          },
          after: {
            slug: content.slug,
            title: content.title,
            excerpt: content.excerpt,
            authorName: content.authorName,
            tags: content.tags,
            coverPath: content.coverPath,
            bodyLength: content.bodyMarkdown.length,
          },
        },
        tx,
      );
      if (moved)
        await deps.pageMoves.moved(tx, {
          from: postPath(before.slug),
          to: postPath(content.slug),
          by: by.name,
        });
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.slugTaken, "slug");
      throw error;
    });
  if (!saved) throw new HttpError(409, messages.stale);
  if (moved) deps.pageMoves.committed();
  if (live) deps.pagesChanged();
  return readPost(deps, id);
}
