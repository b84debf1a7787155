import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminCourse,
  AdminCourseCreate,
  AdminCourseListItem,
  AdminCoursesPage,
  AdminCoursesQuery,
  CourseFields,
  InstructorOption,
} from "#contracts/admin-courses.ts";
import { courseStatusOf } from "#contracts/admin-courses.ts";
import type { CourseStatus } from "#contracts/admin-courses-text.ts";
import { coursePath } from "#contracts/catalog-text.ts";
import type { Database, Executor, Transaction } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { courseFaqs, courseInstructorProfiles, courses, instructors } from "#server/db/schema/catalog.ts";

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  tagline: courses.tagline,
  summary: courses.summary,
  level: courses.level,
  format: courses.format,
  durationWeeks: courses.durationWeeks,
  priceCents: courses.priceCents,
  earlyBirdPriceCents: courses.earlyBirdPriceCents,
  currency: courses.currency,
  outcomes: courses.outcomes,
  prerequisites: courses.prerequisites,
  toolsCovered: courses.toolsCovered,
  certificate: courses.certificate,
  imagePath: courses.imagePath,
  seoTitle: courses.seoTitle,
  seoDescription: courses.seoDescription,
  published: courses.published,
  archivedAt: courses.archivedAt,
  version: courses.version,
  updatedAt: courses.updatedAt,
};

/** The search text matches literally: % and _ are LIKE wildcards and \ is LIKE's escape character. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function statusFilter(status: CourseStatus): SQL {
  if (status === "archived") return isNotNull(courses.archivedAt);
  return and(isNull(courses.archivedAt), eq(courses.published, status === "published")) as SQL;
}

function listFilter(query: AdminCoursesQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        sql`lower(${courses.title}) like lower(${pattern}) escape '\\'`,
        sql`lower(${courses.slug}) like lower(${pattern}) escape '\\'`,
      ) as SQL,
    );
  }
  if (query.status) conditions.push(statusFilter(query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** What `status` writes: published, unpublished (hidden, page kept) or archived (gone, decision 0044). */
function statusColumns(status: CourseStatus, now: Date) {
  if (status === "archived") return { published: false, archivedAt: now };
  return { published: status === "published", archivedAt: null };
}

export type UpdateOutcome =
  | { kind: "not-found" }
  | { kind: "conflict" }
  | { kind: "unknown-instructor" }
  | { kind: "updated"; before: AdminCourse; after: AdminCourse };

export type CreateOutcome =
  | { kind: "created"; course: AdminCourse }
  | { kind: "unknown-instructor" }
  | { kind: "slug-taken" };

export function createAdminCoursesRepository(db: Database) {
  /** The course with its FAQs and instructor profiles, as the form edits it. */
  async function read(executor: Executor, id: string, lock = false): Promise<AdminCourse | null> {
    const base = executor.select(courseColumns).from(courses).where(eq(courses.id, id));
    const [row] = lock ? await base.for("update") : await base;
    if (!row) return null;
    const [faqs, profiles] = await Promise.all([
      executor
        .select({ question: courseFaqs.question, answer: courseFaqs.answer })
        .from(courseFaqs)
        .where(eq(courseFaqs.courseId, id))
        .orderBy(asc(courseFaqs.sortOrder), asc(courseFaqs.question)),
      executor
        .select({ id: courseInstructorProfiles.instructorId })
        .from(courseInstructorProfiles)
        .where(eq(courseInstructorProfiles.courseId, id))
        .orderBy(asc(courseInstructorProfiles.position)),
    ]);
    const { published, archivedAt, updatedAt, ...rest } = row;
    return {
      ...rest,
      path: coursePath(row.slug),
      status: courseStatusOf(row),
      faqs,
      instructorIds: profiles.map((p) => p.id),
      archivedAt: archivedAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
    };
  }

  /** Whether every chosen instructor profile exists (checked before anything is written). */
  async function instructorsExist(tx: Transaction, ids: string[]): Promise<boolean> {
    if (ids.length === 0) return true;
    const known = await tx
      .select({ id: instructors.id })
      .from(instructors)
      .where(inArray(instructors.id, ids));
    return known.length === ids.length;
  }

  /** FAQs and instructor profiles are lists the form sends whole: replaced, in the order given. */
  async function writeLists(tx: Transaction, courseId: string, fields: CourseFields): Promise<void> {
    await tx.delete(courseFaqs).where(eq(courseFaqs.courseId, courseId));
    if (fields.faqs.length > 0) {
      await tx
        .insert(courseFaqs)
        .values(fields.faqs.map((faq, sortOrder) => ({ courseId, ...faq, sortOrder })));
    }
    await tx.delete(courseInstructorProfiles).where(eq(courseInstructorProfiles.courseId, courseId));
    if (fields.instructorIds.length > 0) {
      await tx
        .insert(courseInstructorProfiles)
        .values(fields.instructorIds.map((instructorId, position) => ({ courseId, instructorId, position })));
    }
  }

  function columnsOf(fields: CourseFields) {
    const { faqs: _faqs, instructorIds: _instructorIds, ...columns } = fields;
    return columns;
  }

  return {
    read: (id: string) => read(db, id),

    async search(query: AdminCoursesQuery): Promise<AdminCoursesPage> {
      const where = listFilter(query);
      // Written out in full: inside a sub-select Drizzle would leave the outer column unqualified.
      const reviewCount = sql<number>`(select count(*)::int from course_reviews r
        where r.course_id = "courses"."id" and r.published)`;
      const hiddenReviewCount = sql<number>`(select count(*)::int from course_reviews r
        where r.course_id = "courses"."id" and not r.published)`;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: courses.id,
            slug: courses.slug,
            title: courses.title,
            level: courses.level,
            format: courses.format,
            priceCents: courses.priceCents,
            earlyBirdPriceCents: courses.earlyBirdPriceCents,
            imagePath: courses.imagePath,
            published: courses.published,
            archivedAt: courses.archivedAt,
            updatedAt: courses.updatedAt,
            reviewCount,
            hiddenReviewCount,
          })
          .from(courses)
          .where(where)
          // Last changed first: the course just edited is on top; the id breaks ties so pages never overlap.
          .orderBy(desc(courses.updatedAt), asc(courses.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(courses).where(where),
      ]);
      const items: AdminCourseListItem[] = rows.map(({ published, archivedAt, updatedAt, ...row }) => ({
        ...row,
        status: courseStatusOf({ published, archivedAt }),
        updatedAt: updatedAt.toISOString(),
      }));
      return { items, total: Number(totals?.total ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async instructorOptions(): Promise<InstructorOption[]> {
      return db
        .select({ id: instructors.id, name: instructors.name, jobTitle: instructors.jobTitle })
        .from(instructors)
        .orderBy(asc(instructors.name), asc(instructors.id));
    },

    /**
     * A new course, unpublished until an admin publishes it. `afterWrite` runs in the same transaction
     * (the audit entry), so the course and its entry commit together.
     */
    async create(
      body: AdminCourseCreate,
      afterWrite: (tx: Transaction, course: AdminCourse) => Promise<void>,
    ): Promise<CreateOutcome> {
      try {
        return await db.transaction(async (tx): Promise<CreateOutcome> => {
          const { slug, ...fields } = body;
          if (!(await instructorsExist(tx, fields.instructorIds))) return { kind: "unknown-instructor" };
          const [row] = await tx
            .insert(courses)
            .values({ slug, ...columnsOf(fields), published: false })
            .returning({ id: courses.id });
          if (!row) throw new Error("insert returned no row");
          await writeLists(tx, row.id, fields);
          const course = await read(tx, row.id);
          if (!course) throw new Error("course vanished inside its own transaction");
          await afterWrite(tx, course);
          return { kind: "created", course };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: "slug-taken" };
        throw error;
      }
    },

    /** Saves the form when the course is still at `version`; nothing is written otherwise. */
    async update(
      id: string,
      version: number,
      fields: CourseFields,
      afterWrite: (tx: Transaction, before: AdminCourse, after: AdminCourse) => Promise<void>,
    ): Promise<UpdateOutcome> {
      return db.transaction(async (tx): Promise<UpdateOutcome> => {
        const before = await read(tx, id, true);
        if (!before) return { kind: "not-found" };
        if (before.version !== version) return { kind: "conflict" };
        if (!(await instructorsExist(tx, fields.instructorIds))) return { kind: "unknown-instructor" };
        const updated = await tx
          .update(courses)
          .set({ ...columnsOf(fields), version: sql`${courses.version} + 1`, updatedAt: new Date() })
          .where(and(eq(courses.id, id), eq(courses.version, version)))
          .returning({ id: courses.id });
        if (updated.length === 0) return { kind: "conflict" };
        await writeLists(tx, id, fields);
        const after = await read(tx, id);
        if (!after) return { kind: "not-found" };
        await afterWrite(tx, before, after);
        return { kind: "updated", before, after };
      });
    },

    /**
     * Gives the course a new slug; the content's version is left alone (as with the status). `afterWrite` runs in
     * the same transaction (the audit entry, the redirect from the old address); the row is locked meanwhile.
     */
    async changeSlug(
      id: string,
      slug: string,
      afterWrite: (tx: Transaction, before: AdminCourse, after: AdminCourse) => Promise<void>,
    ): Promise<
      | { kind: "changed"; before: AdminCourse; after: AdminCourse }
      | { kind: "not-found" }
      | { kind: "unchanged" }
      | { kind: "slug-taken" }
    > {
      try {
        return await db.transaction(async (tx) => {
          const before = await read(tx, id, true);
          if (!before) return { kind: "not-found" as const };
          if (before.slug === slug) return { kind: "unchanged" as const };
          await tx.update(courses).set({ slug, updatedAt: new Date() }).where(eq(courses.id, id));
          const after = await read(tx, id);
          if (!after) return { kind: "not-found" as const };
          await afterWrite(tx, before, after);
          return { kind: "changed" as const, before, after };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: "slug-taken" };
        throw error;
      }
    },

    /** Publishes, unpublishes or archives; the content's version is left alone (decision 0044). */
    async setStatus(
      id: string,
      status: CourseStatus,
      afterWrite: (tx: Transaction, before: AdminCourse, after: AdminCourse) => Promise<void>,
    ): Promise<{ before: AdminCourse; after: AdminCourse } | null> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        if (!before) return null;
        if (before.status !== status) {
          await tx
            .update(courses)
            .set({ ...statusColumns(status, new Date()), updatedAt: new Date() })
            .where(eq(courses.id, id));
        }
        const after = await read(tx, id);
        if (!after) return null;
        if (before.status !== status) await afterWrite(tx, before, after);
        return { before, after };
      });
    },

    /** Sets (or clears) the cover image's path; answers the path it replaced. */
    async setImage(
      id: string,
      imagePath: string | null,
      afterWrite: (tx: Transaction, before: AdminCourse, after: AdminCourse) => Promise<void>,
    ): Promise<{ before: AdminCourse; after: AdminCourse } | null> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        if (!before) return null;
        await tx.update(courses).set({ imagePath, updatedAt: new Date() }).where(eq(courses.id, id));
        const after = await read(tx, id);
        if (!after) return null;
        await afterWrite(tx, before, after);
        return { before, after };
      });
    },
  };
}
export type AdminCoursesRepository = ReturnType<typeof createAdminCoursesRepository>;
