import { type PageDetail, pageDocumentSchema } from "#contracts/page-builder.ts";
import { pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { checkCourses, checkPath } from "./check-page.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { pageRow, readPage } from "./read-page.ts";

/**
 * Publishes the draft now, or schedules it for `at` (admins only; the route's policy says so). The draft is
 * checked again first: it was valid when saved, but a course it names may have been removed since.
 */
export async function publishPage(
  deps: PageBuilderDeps,
  id: string,
  input: { version: number; at?: string | undefined },
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  if (row.draft.content.length === 0) throw new HttpError(400, messages.emptyPage);
  const stored = pageDocumentSchema.safeParse(row.draft);
  if (!stored.success) throw new HttpError(400, stored.error.issues[0]?.message ?? messages.unknownBlock);
  await checkPath(deps, row.path, id);
  await checkCourses(deps, row.draft);
  const now = deps.now();
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= now.getTime()) throw new HttpError(400, messages.scheduleInPast, "at");
  const changed = await deps.db.transaction(async (tx) => {
    const done = at
      ? await deps.repository.schedule(id, input.version, at, by.id, now, tx)
      : await deps.repository.publish(id, input.version, by.id, now, tx);
    if (!done) return false;
    if (!at)
      await deps.repository.addVersion(id, input.version + 1, "publish", row, row.draft, by.id, now, tx);
    await deps.audit.record(
      by,
      {
        action: at ? "page-builder.page.schedule" : "page-builder.page.publish",
        entityType: "landing_page",
        entityId: id,
        summary: at ? `Page ${row.path} scheduled for ${at.toISOString()}` : `Page ${row.path} published`,
        after: { path: row.path, publishAt: at?.toISOString() ?? null },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  if (!at) deps.pagesChanged();
  return readPage(deps, id);
}

/** Takes the page off the site (and cancels a scheduled publish); the draft and its history stay. */
export async function unpublishPage(
  deps: PageBuilderDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  if (!row.published && !row.publishAt) throw new HttpError(409, messages.notPublished);
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await deps.repository.unpublish(id, version, by.id, deps.now(), tx))) return false;
    await deps.audit.record(
      by,
      {
        action: "page-builder.page.unpublish",
        entityType: "landing_page",
        entityId: id,
        summary: row.published
          ? `Page ${row.path} unpublished`
          : `Scheduled publish of ${row.path} cancelled`,
        before: { published: row.published !== null, publishAt: row.publishAt?.toISOString() ?? null },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  deps.pagesChanged();
  return readPage(deps, id);
}

/** One pass of the scheduled publisher: pages whose time has come go live, each once across instances. */
export async function publishDuePages(
  deps: Pick<PageBuilderDeps, "repository" | "now" | "pagesChanged">,
): Promise<number> {
  const published = await deps.repository.publishDue(deps.now());
  if (published.length > 0) deps.pagesChanged();
  return published.length;
}
