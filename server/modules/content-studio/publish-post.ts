import type { PostDetail } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { isLive, postStatusOf } from "./post-dto.ts";
import { postRow, readPost } from "./read-post.ts";

/**
 * Publishes the post now, or schedules it for `at` (admins and marketers, issue 21). A live post is already
 * published (saving it updates it); a post without an excerpt or a body is not ready for visitors.
 */
export async function publishPost(
  deps: ContentStudioDeps,
  id: string,
  input: { version: number; at?: string | undefined },
  by: AuditActor,
): Promise<PostDetail> {
  const row = await postRow(deps, id);
  const now = deps.now();
  if (isLive(row, now)) throw new HttpError(409, messages.alreadyPublished);
  if (!row.excerpt.trim()) throw new HttpError(400, messages.incomplete, "excerpt");
  if (!row.bodyMarkdown.trim()) throw new HttpError(400, messages.incomplete, "bodyMarkdown");
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= now.getTime()) throw new HttpError(400, messages.scheduleInPast, "at");
  const changed = await deps.db.transaction(async (tx) => {
    const done = at
      ? await deps.repository.schedule(id, input.version, at, by.id, now, tx)
      : await deps.repository.publish(id, input.version, by.id, now, tx);
    if (!done) return false;
    await deps.audit.record(
      by,
      {
        action: at ? "content-studio.post.schedule" : "content-studio.post.publish",
        entityType: "blog_post",
        entityId: id,
        summary: at ? `Post ${row.slug} scheduled for ${at.toISOString()}` : `Post ${row.slug} published`,
        after: { slug: row.slug, publishAt: at?.toISOString() ?? null },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  if (!at) deps.pagesChanged();
  return readPost(deps, id);
}

/** Takes the post off the site, or cancels its scheduled publish; the post and its history stay. */
export async function unpublishPost(
  deps: ContentStudioDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<PostDetail> {
  const row = await postRow(deps, id);
  const now = deps.now();
  const status = postStatusOf(row, now);
  if (status === "draft") throw new HttpError(409, messages.notPublished);
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await deps.repository.unpublish(id, version, by.id, now, tx))) return false;
    await deps.audit.record(
      by,
      {
        action: "content-studio.post.unpublish",
        entityType: "blog_post",
        entityId: id,
        summary:
          status === "published"
            ? `Post ${row.slug} unpublished`
            : `Scheduled publish of ${row.slug} cancelled`,
        before: { status },
        after: { status: "draft" },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  deps.pagesChanged();
  return readPost(deps, id);
}

/** One pass of the scheduled publisher: posts whose time has come go live, each once across instances. */
export async function publishDuePosts(
  deps: Pick<ContentStudioDeps, "repository" | "now" | "pagesChanged">,
): Promise<number> {
  const published = await deps.repository.publishDue(deps.now());
  if (published.length > 0) deps.pagesChanged();
  return published.length;
}
