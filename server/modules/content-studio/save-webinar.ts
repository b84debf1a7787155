import type { WebinarFields, WebinarSaved } from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import {
  auditedContent,
  checkWebinarSlug,
  readWebinar,
  webinarContentOf,
  webinarRow,
} from "./read-webinar.ts";
import { queueJoinLinkMails } from "./webinar-join-link-mails.ts";
import { queueRescheduleMails } from "./webinar-reschedule-mails.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

/**
 * Saves the webinar at the version its editor opened: 409 when someone saved since, and nothing of theirs is
 * overwritten (the editor keeps what was typed). A webinar has one copy, so saving a published one changes
 * /webinars at once. A new or changed join link is mailed to the registrants it has not reached, in the same
 * transaction (webinar-join-link-mails.ts). A webinar has no page of its own (it is an anchor on /webinars),
 * so a new slug leaves no redirect: the list, search and the registration form follow the new slug at once.
 */
export async function saveWebinar(
  deps: WebinarStudioDeps,
  id: string,
  input: WebinarFields & { version: number },
  by: AuditActor,
  kind: "save" | "restore" = "save",
): Promise<WebinarSaved> {
  const before = await webinarRow(deps, id);
  const { version, ...fields } = input;
  await checkWebinarSlug(deps, fields.slug, id);
  const now = deps.now();
  const content = webinarContentOf(fields);
  const mailed = await deps.db
    .transaction(async (tx) => {
      const next = await deps.repository.save(id, version, content, kind, by.id, now, tx);
      if (next === null) return null;
      const queued = await queueJoinLinkMails(deps, tx, id, before, content, now);
      const told = await queueRescheduleMails(deps, tx, id, before, content, next, now);
      const moved = before.slug !== content.slug;
      await deps.audit.record(
        by,
        {
          action: kind === "restore" ? "content-studio.webinar.restore" : "content-studio.webinar.save",
          entityType: "webinar",
          entityId: id,
          summary:
            [
              moved ? `Webinar ${before.slug} -> ${content.slug}` : "",
              queued > 0 ? `join link mailed to ${queued} registrant${queued === 1 ? "" : "s"}` : "",
              told > 0 ? `new time mailed to ${told} registrant${told === 1 ? "" : "s"}` : "",
            ]
              .filter(Boolean)
              .join("; ") || undefined,
          before: auditedContent(before),
          after: auditedContent(content),
        },
        tx,
      );
      return { queued, told };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.slugTaken, "slug");
      throw error;
    });
  if (mailed === null) throw new HttpError(409, messages.stale);
  if (mailed.queued + mailed.told > 0) deps.deliverMail();
  if (before.status === "published") deps.pagesChanged();
  return { ...(await readWebinar(deps, id)), joinLinkMailed: mailed.queued };
}
