import type { WebinarDetail, WebinarFields } from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { auditedContent, checkWebinarSlug, readWebinar, webinarContentOf } from "./read-webinar.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

/**
 * A new draft webinar (admins): visitors see nothing of it, and nobody can register, until it is published.
 * Nobody has registered yet, so its join link (if already known) mails nobody. Audited.
 */
export async function createWebinar(
  deps: WebinarStudioDeps,
  input: WebinarFields,
  by: AuditActor,
): Promise<WebinarDetail> {
  await checkWebinarSlug(deps, input.slug, null);
  const now = deps.now();
  const content = webinarContentOf(input);
  const id = await deps.db
    .transaction(async (tx) => {
      const created = await deps.repository.create(content, by.id, now, tx);
      await deps.audit.record(
        by,
        {
          action: "content-studio.webinar.create",
          entityType: "webinar",
          entityId: created,
          summary: `Webinar ${input.slug} created`,
          after: auditedContent(content),
        },
        tx,
      );
      return created;
    })
    .catch((error: unknown) => {
      // Two admins taking the same slug at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.slugTaken, "slug");
      throw error;
    });
  return readWebinar(deps, id);
}
