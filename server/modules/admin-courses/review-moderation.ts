import {
  type AdminReview,
  type AdminReviewsPage,
  type AdminReviewsQuery,
  type AdminReviewUpdate,
  isUuid,
} from "#contracts/admin-courses.ts";
import { adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { AdminReviewsRepository } from "./reviews-repository.ts";

// Reviews moderation (decision 0044): publish, hide, reply. The catalog counts published reviews only, so a
// hidden one leaves the course page and its rating as soon as `changed` drops the catalog's caches.
export function createReviewModeration(deps: {
  repository: AdminReviewsRepository;
  audit: AuditTrail;
  changed: () => void;
}) {
  return {
    list(query: AdminReviewsQuery): Promise<AdminReviewsPage> {
      return deps.repository.search(query);
    },

    async update(id: string, change: AdminReviewUpdate, by: AuditActor): Promise<AdminReview> {
      if (!isUuid(id)) throw new HttpError(404, adminCoursesMessages.reviewNotFound);
      const result = await deps.repository.update(id, change, (tx, before, after) => {
        const parts = [
          before.published !== after.published ? (after.published ? "published" : "hidden") : "",
          before.reply !== after.reply ? (after.reply ? "replied" : "reply removed") : "",
        ].filter(Boolean);
        return deps.audit.record(
          by,
          {
            action: "review.moderate",
            entityType: "course_review",
            entityId: id,
            summary: `${after.courseSlug}: review by ${after.authorName} ${parts.join(", ") || "unchanged"}`,
            before: { published: before.published, reply: before.reply },
            after: { published: after.published, reply: after.reply },
          },
          tx,
        );
      });
      if (!result) throw new HttpError(404, adminCoursesMessages.reviewNotFound);
      deps.changed();
      return result.after;
    },
  };
}
export type ReviewModeration = ReturnType<typeof createReviewModeration>;
