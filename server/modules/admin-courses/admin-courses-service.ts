import {
  type AdminCourse,
  type AdminCourseCreate,
  type AdminCourseSlugChange,
  type AdminCoursesPage,
  type AdminCoursesQuery,
  type AdminCourseUpdate,
  type InstructorOption,
  isUuid,
} from "#contracts/admin-courses.ts";
import { adminCoursesMessages, type CourseStatus } from "#contracts/admin-courses-text.ts";
import { coursePath } from "#contracts/catalog-text.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { HttpError } from "#server/http-error.ts";
import type { PageMoves } from "#server/lib/page-moves.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { auditedCourse, courseChangeSummary } from "./course-audit.ts";
import type { AdminCoursesRepository } from "./courses-repository.ts";

const notFound = () => new HttpError(404, adminCoursesMessages.courseNotFound);

// Course Management's course calls (decision 0044). Each write and its audit entry commit in one transaction;
// `changed` then drops this instance's catalog caches at once (the page-cache plugin tells the others).
export function createAdminCoursesService(deps: {
  repository: AdminCoursesRepository;
  audit: AuditTrail;
  changed: () => void;
  /** Told of a new slug in its transaction: the SEO module redirects the old address (issue 20). */
  pageMoves: PageMoves;
}) {
  const { repository, audit } = deps;

  return {
    list(query: AdminCoursesQuery): Promise<AdminCoursesPage> {
      return repository.search(query);
    },

    instructorOptions(): Promise<InstructorOption[]> {
      return repository.instructorOptions();
    },

    async get(id: string): Promise<AdminCourse> {
      if (!isUuid(id)) throw notFound();
      const course = await repository.read(id);
      if (!course) throw notFound();
      return course;
    },

    async create(body: AdminCourseCreate, by: AuditActor): Promise<AdminCourse> {
      const outcome = await repository.create(body, (tx, course) =>
        audit.record(
          by,
          {
            action: "course.create",
            entityType: "course",
            entityId: course.id,
            summary: `${course.slug}: created (unpublished)`,
            before: null,
            after: auditedCourse(course),
          },
          tx,
        ),
      );
      if (outcome.kind === "slug-taken") throw new HttpError(400, adminCoursesMessages.slugTaken, "slug");
      if (outcome.kind === "unknown-instructor")
        throw new HttpError(400, adminCoursesMessages.instructorUnknown, "instructorIds");
      deps.changed();
      return outcome.course;
    },

    async update(id: string, body: AdminCourseUpdate, by: AuditActor): Promise<AdminCourse> {
      if (!isUuid(id)) throw notFound();
      const { version, ...fields } = body;
      const outcome = await repository.update(id, version, fields, (tx, before, after) =>
        audit.record(
          by,
          {
            action: "course.update",
            entityType: "course",
            entityId: id,
            summary: courseChangeSummary(before, after),
            before: auditedCourse(before),
            after: auditedCourse(after),
          },
          tx,
        ),
      );
      if (outcome.kind === "not-found") throw notFound();
      if (outcome.kind === "conflict") throw new HttpError(409, recordVersionMessages.conflict("course"));
      if (outcome.kind === "unknown-instructor")
        throw new HttpError(400, adminCoursesMessages.instructorUnknown, "instructorIds");
      deps.changed();
      return outcome.after;
    },

    /**
     * A new slug: the course's page moves to /courses/<slug>, and the old address redirects there (301) from the
     * same transaction, with the audit entry.
     */
    async changeSlug(id: string, body: AdminCourseSlugChange, by: AuditActor): Promise<AdminCourse> {
      if (!isUuid(id)) throw notFound();
      const outcome = await repository.changeSlug(id, body.slug, async (tx, before, after) => {
        const from = coursePath(before.slug);
        const to = coursePath(after.slug);
        await audit.record(
          by,
          {
            action: "course.slug",
            entityType: "course",
            entityId: id,
            summary: `${before.slug} -> ${after.slug}; ${from} redirects to ${to}`,
            before: { slug: before.slug },
            after: { slug: after.slug },
          },
          tx,
        );
        await deps.pageMoves.moved(tx, { from, to, by: by.name });
      });
      if (outcome.kind === "not-found") throw notFound();
      if (outcome.kind === "unchanged") throw new HttpError(400, adminCoursesMessages.slugUnchanged, "slug");
      if (outcome.kind === "slug-taken") throw new HttpError(400, adminCoursesMessages.slugTaken, "slug");
      deps.pageMoves.committed();
      deps.changed();
      return outcome.after;
    },

    /** Publish, unpublish or archive; choosing the status it already has changes nothing and records nothing. */
    async setStatus(id: string, status: CourseStatus, by: AuditActor): Promise<AdminCourse> {
      if (!isUuid(id)) throw notFound();
      const result = await repository.setStatus(id, status, (tx, before, after) =>
        audit.record(
          by,
          {
            action: `course.${status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish"}`,
            entityType: "course",
            entityId: id,
            summary: courseChangeSummary(before, after),
            before: { status: before.status, archivedAt: before.archivedAt },
            after: { status: after.status, archivedAt: after.archivedAt },
          },
          tx,
        ),
      );
      if (!result) throw notFound();
      deps.changed();
      return result.after;
    },
  };
}
export type AdminCoursesService = ReturnType<typeof createAdminCoursesService>;
