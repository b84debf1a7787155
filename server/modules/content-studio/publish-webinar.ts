import type { WebinarDetail } from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { readWebinar, webinarRow } from "./read-webinar.ts";
import { webinarStatusOf } from "./webinar-dto.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

/**
 * Publishes the webinar now, or schedules it for `at` (admins, issue 21): it appears on /webinars, in search
 * and in the page's Event data, and people can register. A webinar without a summary or a description is not
 * ready for visitors.
 */
export async function publishWebinar(
  deps: WebinarStudioDeps,
  id: string,
  input: { version: number; at?: string | undefined },
  by: AuditActor,
): Promise<WebinarDetail> {
  const row = await webinarRow(deps, id);
  const now = deps.now();
  if (row.status === "published") throw new HttpError(409, messages.alreadyPublished);
  if (!row.summary.trim()) throw new HttpError(400, messages.incomplete, "summary");
  if (!row.descriptionMarkdown.trim()) throw new HttpError(400, messages.incomplete, "descriptionMarkdown");
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
        action: at ? "content-studio.webinar.schedule" : "content-studio.webinar.publish",
        entityType: "webinar",
        entityId: id,
        summary: at
          ? `Webinar ${row.slug} scheduled for ${at.toISOString()}`
          : `Webinar ${row.slug} published`,
        after: { slug: row.slug, publishAt: at?.toISOString() ?? null },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  if (!at) deps.pagesChanged();
  return readWebinar(deps, id);
}

/**
 * Takes the webinar off /webinars (registration closes with it), or cancels its scheduled publish; the webinar,
 * its registrants and its history stay.
 */
export async function unpublishWebinar(
  deps: WebinarStudioDeps,
  id: string,
  version: number,
  by: AuditActor,
): Promise<WebinarDetail> {
  const row = await webinarRow(deps, id);
  const now = deps.now();
  const status = webinarStatusOf(row);
  if (status === "draft") throw new HttpError(409, messages.notPublished);
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await deps.repository.unpublish(id, version, by.id, now, tx))) return false;
    await deps.audit.record(
      by,
      {
        action: "content-studio.webinar.unpublish",
        entityType: "webinar",
        entityId: id,
        summary:
          status === "published"
            ? `Webinar ${row.slug} unpublished`
            : `Scheduled publish of ${row.slug} cancelled`,
        before: { status },
        after: { status: "draft" },
      },
      tx,
    );
    return true;
  });
  if (!changed) throw new HttpError(409, messages.stale);
  if (status === "published") deps.pagesChanged();
  return readWebinar(deps, id);
}

/** One pass of the scheduled publisher: webinars whose time has come go live, each once across instances. */
export async function publishDueWebinars(
  deps: Pick<WebinarStudioDeps, "repository" | "now" | "pagesChanged">,
): Promise<number> {
  const published = await deps.repository.publishDue(deps.now());
  if (published.length > 0) deps.pagesChanged();
  return published.length;
}
