import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { CourseContent, EditorLesson, EditorModule, TaughtCourse } from "#contracts/course-editor.ts";
import type { Database } from "#server/db/client.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, type LessonKind, lessons } from "#server/db/schema/learning.ts";
import { createLearningRepository } from "./learning-repository.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const holding = ne(enrollments.status, "cancelled");

export class StaleOrderError extends Error {}
export class StaleLessonError extends Error {}
export class ModuleNotEmptyError extends Error {}

export type LessonChanges = Partial<{
  title: string;
  kind: LessonKind;
  durationMinutes: number;
  body: string;
  status: "draft" | "published";
  freePreview: boolean;
  required: boolean;
  videoEmbedUrl: string | null;
}>;

const lessonColumns = {
  id: lessons.id,
  moduleId: lessons.moduleId,
  title: lessons.title,
  kind: lessons.kind,
  minutes: lessons.durationMinutes,
  status: lessons.status,
  freePreview: lessons.freePreview,
  required: lessons.required,
  updatedAt: lessons.updatedAt,
};

function toLesson(row: { updatedAt: Date } & Omit<EditorLesson, "updatedAt">): EditorLesson {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    minutes: row.minutes,
    status: row.status,
    freePreview: row.freePreview,
    required: row.required,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every learner's stored progress in a course, computed again from their completions: after a lesson is
 * published, unpublished, made optional or deleted, My Enrolled Courses must agree with the player. Same
 * rule as progress-math.ts: rounded, 100 only when all are done, 0 without required lessons.
 */
async function recomputeProgress(tx: Tx, courseId: string): Promise<void> {
  await tx.execute(sql`
    update ${enrollments} e set
      progress = (
        select case
            when t.total = 0 then 0
            when d.done >= t.total then 100
            else least(99, round(100.0 * d.done / t.total))::int
          end
        from (select count(*)::int as total from ${lessons}
                where course_id = ${courseId} and status = 'published' and required) t,
             (select count(*)::int as done from lesson_progress lp join ${lessons} l on l.id = lp.lesson_id
                where lp.user_id = e.user_id and l.course_id = ${courseId} and l.status = 'published'
                  and l.required and lp.completed_at is not null) d
      ),
      updated_at = now()
    where e.course_id = ${courseId} and e.status <> 'cancelled'`);
}

export function createCourseEditorRepository(db: Database) {
  const lookups = createLearningRepository(db);
  /** Serialises the writes to one course's structure (positions are unique per parent). */
  async function lockCourse(tx: Tx, courseId: string): Promise<void> {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
  }

  async function readContent(reader: Pick<Database, "select">, courseId: string): Promise<EditorModule[]> {
    const [moduleRows, lessonRows] = await Promise.all([
      reader
        .select({
          id: courseModules.id,
          title: courseModules.title,
          summary: courseModules.summary,
          opensAfterDays: courseModules.opensAfterDays,
        })
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.position)),
      reader
        .select(lessonColumns)
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.position)),
    ]);
    return moduleRows.map((module) => ({
      ...module,
      lessons: lessonRows.filter((lesson) => lesson.moduleId === module.id).map(toLesson),
    }));
  }

  return {
    // The course lookups the player uses: one definition of "this course" and "teaches it".
    courseBySlug: lookups.courseBySlug,
    teaches: lookups.teaches,

    /** The courses a user teaches (every course for `null`: an admin), with their figures. */
    async taughtCourses(instructorId: string | null): Promise<TaughtCourse[]> {
      const courseRows = await db
        .select({ id: courses.id, slug: courses.slug, title: courses.title, published: courses.published })
        .from(courses)
        .where(
          instructorId === null
            ? undefined
            : inArray(
                courses.id,
                db
                  .select({ id: courseInstructors.courseId })
                  .from(courseInstructors)
                  .where(eq(courseInstructors.userId, instructorId)),
              ),
        )
        .orderBy(asc(courses.title));
      const ids = courseRows.map((row) => row.id);
      if (ids.length === 0) return [];
      const [moduleCounts, lessonCounts, enrolledRows, batchRows] = await Promise.all([
        db
          .select({ courseId: courseModules.courseId, n: count() })
          .from(courseModules)
          .where(inArray(courseModules.courseId, ids))
          .groupBy(courseModules.courseId),
        db
          .select({ courseId: lessons.courseId, status: lessons.status, n: count() })
          .from(lessons)
          .where(inArray(lessons.courseId, ids))
          .groupBy(lessons.courseId, lessons.status),
        db
          .select({
            courseId: enrollments.courseId,
            n: count(),
            average: sql<number | null>`round(avg(${enrollments.progress}))::int`,
          })
          .from(enrollments)
          .where(and(inArray(enrollments.courseId, ids), holding))
          .groupBy(enrollments.courseId),
        db
          .select({
            id: batches.id,
            courseId: batches.courseId,
            type: batches.type,
            startDate: batches.startDate,
            schedule: batches.schedule,
            // Written out in full: inside a sub-select Drizzle would leave the outer column unqualified.
            enrolled: sql<number>`(select count(*)::int from enrollments e
              where e.batch_id = "batches"."id" and e.status <> 'cancelled')`,
          })
          .from(batches)
          .where(inArray(batches.courseId, ids))
          .orderBy(asc(batches.startDate)),
      ]);
      return courseRows.map((course) => {
        const enrolled = enrolledRows.find((row) => row.courseId === course.id);
        const lessonsOf = (status: string) =>
          lessonCounts.find((row) => row.courseId === course.id && row.status === status)?.n ?? 0;
        return {
          slug: course.slug,
          title: course.title,
          published: course.published,
          moduleCount: moduleCounts.find((row) => row.courseId === course.id)?.n ?? 0,
          publishedLessons: lessonsOf("published"),
          draftLessons: lessonsOf("draft"),
          enrolled: enrolled?.n ?? 0,
          averageProgress: enrolled ? (enrolled.average ?? null) : null,
          batches: batchRows
            .filter((row) => row.courseId === course.id)
            .map(({ courseId: _course, ...batch }) => batch),
        };
      });
    },

    content(courseId: string): Promise<EditorModule[]> {
      return readContent(db, courseId);
    },

    async lesson(courseId: string, lessonId: string) {
      const [row] = await db
        .select({ ...lessonColumns, body: lessons.body, videoEmbedUrl: lessons.videoEmbedUrl })
        .from(lessons)
        .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
        .limit(1);
      return row
        ? { ...toLesson(row), moduleId: row.moduleId, body: row.body, videoEmbedUrl: row.videoEmbedUrl }
        : undefined;
    },

    async moduleOf(courseId: string, moduleId: string) {
      const [row] = await db
        .select({ id: courseModules.id })
        .from(courseModules)
        .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
        .limit(1);
      return row;
    },

    async createModule(
      courseId: string,
      values: { title: string; summary: string; opensAfterDays: number | null },
    ): Promise<EditorModule> {
      return db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const [inserted] = await tx
          .insert(courseModules)
          .values({
            courseId,
            ...values,
            position: sql`(select coalesce(max(position) + 1, 0) from ${courseModules} where course_id = ${courseId})`,
          })
          .returning();
        return { ...values, id: inserted!.id, lessons: [] };
      });
    },

    async updateModule(
      courseId: string,
      moduleId: string,
      values: Partial<{ title: string; summary: string; opensAfterDays: number | null }>,
    ): Promise<EditorModule | undefined> {
      const [row] = await db
        .update(courseModules)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
        .returning({ id: courseModules.id });
      if (!row) return undefined;
      return (await readContent(db, courseId)).find((module) => module.id === moduleId);
    },

    /** Deletes an empty module; false when it does not exist; throws ModuleNotEmptyError otherwise. */
    async deleteModule(courseId: string, moduleId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const [held] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.moduleId, moduleId));
        if ((held?.n ?? 0) > 0) {
          const [exists] = await tx
            .select({ id: courseModules.id })
            .from(courseModules)
            .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
          if (exists) throw new ModuleNotEmptyError();
        }
        const deleted = await tx
          .delete(courseModules)
          .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)))
          .returning({ id: courseModules.id });
        return deleted.length > 0;
      });
    },

    async createLesson(
      courseId: string,
      moduleId: string,
      values: { title: string; kind: LessonKind; minutes: number },
    ): Promise<EditorLesson> {
      return db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const [row] = await tx
          .insert(lessons)
          .values({
            courseId,
            moduleId,
            title: values.title,
            kind: values.kind,
            durationMinutes: values.minutes,
            position: sql`(select coalesce(max(position) + 1, 0) from ${lessons} where module_id = ${moduleId})`,
          })
          .returning(lessonColumns);
        return toLesson(row!);
      });
    },

    /**
     * Saves a lesson's changes; with `expectedUpdatedAt`, only over that version (StaleLessonError when
     * someone saved since). Progress is recomputed when what counts towards it changed.
     */
    async updateLesson(
      courseId: string,
      lessonId: string,
      changes: LessonChanges,
      expectedUpdatedAt?: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(lessons)
          .set({ ...changes, updatedAt: sql`clock_timestamp()` })
          .where(
            and(
              eq(lessons.id, lessonId),
              eq(lessons.courseId, courseId),
              expectedUpdatedAt
                ? sql`date_trunc('milliseconds', ${lessons.updatedAt}) = ${expectedUpdatedAt}::timestamptz`
                : undefined,
            ),
          )
          .returning({ id: lessons.id });
        if (!row) {
          const [exists] = await tx
            .select({ id: lessons.id })
            .from(lessons)
            .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
          if (exists) throw new StaleLessonError();
          return false;
        }
        if (changes.status !== undefined || changes.required !== undefined)
          await recomputeProgress(tx, courseId);
        return true;
      });
    },

    async deleteLesson(courseId: string, lessonId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(lessons)
          .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
          .returning({ id: lessons.id });
        if (deleted.length > 0) await recomputeProgress(tx, courseId);
        return deleted.length > 0;
      });
    },

    /**
     * Puts the course in the given order. The order must name exactly the modules and lessons the course has
     * now (StaleOrderError otherwise: another editor added, deleted or moved something meanwhile), and two
     * reorders of one course run one after the other under the course's row lock.
     */
    async reorder(
      courseId: string,
      order: { id: string; lessonIds: string[] }[],
    ): Promise<CourseContent["modules"]> {
      return db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const current = await readContent(tx, courseId);
        const wanted = order.map((module) => module.id).sort();
        const have = current.map((module) => module.id).sort();
        const wantedLessons = order.flatMap((module) => module.lessonIds).sort();
        const haveLessons = current.flatMap((module) => module.lessons.map((lesson) => lesson.id)).sort();
        if (
          wanted.join() !== have.join() ||
          wantedLessons.join() !== haveLessons.join() ||
          new Set(wantedLessons).size !== wantedLessons.length
        )
          throw new StaleOrderError();
        // Positions are unique per parent: first everything out of the way (negative), then into place.
        await tx.execute(
          sql`update ${courseModules} set position = -1 - position where course_id = ${courseId}`,
        );
        await tx.execute(sql`update ${lessons} set position = -1 - position where course_id = ${courseId}`);
        for (const [position, module] of order.entries()) {
          await tx.update(courseModules).set({ position }).where(eq(courseModules.id, module.id));
          for (const [lessonPosition, lessonId] of module.lessonIds.entries())
            await tx
              .update(lessons)
              .set({ moduleId: module.id, position: lessonPosition })
              .where(eq(lessons.id, lessonId));
        }
        return readContent(tx, courseId);
      });
    },
  };
}
export type CourseEditorRepository = ReturnType<typeof createCourseEditorRepository>;
