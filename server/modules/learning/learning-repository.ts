import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { LessonLiveSession, MyCourse } from "#contracts/learning.ts";
import type { Database } from "#server/db/client.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, type LessonKind, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import { liveSessions } from "#server/db/schema/live-classes.ts";
import { createCourseInstructorsRepository } from "#server/modules/enrollments/course-instructors-repository.ts";

export type CourseRef = { id: string; slug: string; title: string };

export type OutlineRow = {
  moduleId: string;
  moduleTitle: string;
  moduleSummary: string;
  opensAfterDays: number | null;
  lessonId: string | null;
  lessonTitle: string | null;
  kind: LessonKind | null;
  minutes: number | null;
  required: boolean | null;
  draft: boolean | null;
};

export type ProgressRow = { lessonId: string; completed: boolean; lastViewedAt: Date | null };

// Only enrollments that still hold: a cancelled (refunded) one opens nothing.
const holding = ne(enrollments.status, "cancelled");

/** Published required lessons of a course and how many of them the user completed, as one statement. */
function requiredCounts(db: Pick<Database, "select">, userId: string, courseId: string) {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${lessonProgress.completedAt})::int`,
    })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.status, "published"), eq(lessons.required, true)));
}

export function createLearningRepository(db: Database) {
  const instructors = createCourseInstructorsRepository(db);
  // Prepared once: the student's overview reads "my courses" on every visit (decision 0069).
  const myCourseRows = db
    .select({
      enrollmentId: enrollments.id,
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      progress: enrollments.progress,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, sql.placeholder("userId")), holding))
    .orderBy(asc(courses.title), asc(enrollments.createdAt), asc(enrollments.id))
    .prepare("learning_my_courses");
  const lastViewedLessons = db
    .select({
      courseId: lessonProgress.courseId,
      id: lessons.id,
      title: lessons.title,
      viewedAt: lessonProgress.lastViewedAt,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, sql.placeholder("userId")),
        sql`${lessonProgress.lastViewedAt} is not null`,
        eq(lessons.status, "published"),
      ),
    )
    .orderBy(desc(lessonProgress.lastViewedAt))
    .prepare("learning_last_viewed_lessons");
  // Prepared once too: every course page a learner opens (outline, lesson, assessments: one per course)
  // reads the course, their enrollments in it and their progress (decision 0070).
  const courseRows = db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(eq(courses.slug, sql.placeholder("slug")))
    .limit(1)
    .prepare("learning_course_by_slug");
  const enrollmentStarts = db
    .select({ batchStart: batches.startDate })
    .from(enrollments)
    .leftJoin(batches, eq(batches.id, enrollments.batchId))
    .where(
      and(
        eq(enrollments.userId, sql.placeholder("userId")),
        eq(enrollments.courseId, sql.placeholder("courseId")),
        holding,
      ),
    )
    .prepare("learning_enrollments_in");
  const progressRows = db
    .select({
      lessonId: lessonProgress.lessonId,
      completedAt: lessonProgress.completedAt,
      lastViewedAt: lessonProgress.lastViewedAt,
    })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, sql.placeholder("userId")),
        eq(lessonProgress.courseId, sql.placeholder("courseId")),
      ),
    )
    .prepare("learning_progress_of");
  // The lesson page's own reads, prepared like the reads above.
  const placeRows = db
    .select({ note: lessonProgress.note, videoPositionSeconds: lessonProgress.videoPositionSeconds })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, sql.placeholder("userId")),
        eq(lessonProgress.lessonId, sql.placeholder("lessonId")),
      ),
    )
    .limit(1)
    .prepare("learning_place_in");
  const contentRows = db
    .select({
      id: lessons.id,
      body: lessons.body,
      updatedAt: lessons.updatedAt,
      videoEmbedUrl: lessons.videoEmbedUrl,
    })
    .from(lessons)
    .where(eq(lessons.id, sql.placeholder("lessonId")))
    .limit(1)
    .prepare("learning_lesson_content");
  const sessionsOf = (forLearner: boolean) =>
    db
      .select({
        id: liveSessions.id,
        topic: liveSessions.topic,
        startsAt: liveSessions.startsAt,
        durationMinutes: liveSessions.durationMinutes,
        timeZone: liveSessions.timeZone,
        status: liveSessions.status,
      })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.lessonId, sql.placeholder("lessonId")),
          ne(liveSessions.status, "cancelled"),
          forLearner
            ? sql`${liveSessions.batchId} in (select ${enrollments.batchId} from ${enrollments} where ${enrollments.userId} = ${sql.placeholder("learnerId")} and ${enrollments.status} <> 'cancelled')`
            : undefined,
        ),
      )
      .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id))
      .limit(50)
      .prepare(forLearner ? "learning_learner_sessions_of_lesson" : "learning_sessions_of_lesson");
  const sessionsOfLesson = sessionsOf(false);
  const learnerSessionsOfLesson = sessionsOf(true);
  // Every player page reads a course's outline (the assessments list once per course): prepared once for
  // staff (drafts too) and once for learners, like the reads above.
  const outlineOf = (withDrafts: boolean) =>
    db
      .select({
        moduleId: courseModules.id,
        moduleTitle: courseModules.title,
        moduleSummary: courseModules.summary,
        opensAfterDays: courseModules.opensAfterDays,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        kind: lessons.kind,
        minutes: lessons.durationMinutes,
        required: lessons.required,
        draft: sql<boolean | null>`${lessons.status} = 'draft'`,
      })
      .from(courseModules)
      .leftJoin(
        lessons,
        withDrafts
          ? eq(lessons.moduleId, courseModules.id)
          : and(eq(lessons.moduleId, courseModules.id), eq(lessons.status, "published")),
      )
      .where(eq(courseModules.courseId, sql.placeholder("courseId")))
      .orderBy(asc(courseModules.position), asc(lessons.position))
      .prepare(withDrafts ? "learning_outline_with_drafts" : "learning_outline");
  const outlineWithDrafts = outlineOf(true);
  const outlinePublished = outlineOf(false);
  return {
    async courseBySlug(slug: string): Promise<CourseRef | undefined> {
      const [row] = await courseRows.execute({ slug });
      return row;
    },

    teaches: instructors.teaches,

    /**
     * The live sessions linked to a lesson (issue 15), not cancelled, in time order: those of `learnerId`'s
     * batches (holding enrollments), or every batch's when `learnerId` is null (staff).
     */
    async liveSessionsOf(lessonId: string, learnerId: string | null): Promise<LessonLiveSession[]> {
      const rows = await (learnerId === null
        ? sessionsOfLesson.execute({ lessonId })
        : learnerSessionsOfLesson.execute({ lessonId, learnerId }));
      return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
    },

    /** The user's holding enrollments in a course, each with its batch's start (null: self-paced). */
    async enrollmentsIn(userId: string, courseId: string): Promise<{ batchStart: string | null }[]> {
      const rows = await enrollmentStarts.execute({ userId, courseId });
      return rows.map((row) => ({ batchStart: row.batchStart ?? null }));
    },

    /** Modules in order, each with its lessons in order (drafts only when asked); a module may have none. */
    async outline(courseId: string, withDrafts: boolean): Promise<OutlineRow[]> {
      return (withDrafts ? outlineWithDrafts : outlinePublished).execute({ courseId });
    },

    async progressOf(userId: string, courseId: string): Promise<ProgressRow[]> {
      const rows = await progressRows.execute({ userId, courseId });
      return rows.map((row) => ({
        lessonId: row.lessonId,
        completed: row.completedAt !== null,
        lastViewedAt: row.lastViewedAt,
      }));
    },

    async lessonContent(
      lessonId: string,
    ): Promise<{ id: string; body: string; updatedAt: Date; videoEmbedUrl: string | null } | undefined> {
      const [row] = await contentRows.execute({ lessonId });
      return row;
    },

    /** Where the reader stands in one lesson: their note and where the video stopped (none: empty, 0). */
    async placeIn(userId: string, lessonId: string): Promise<{ note: string; videoPositionSeconds: number }> {
      const [row] = await placeRows.execute({ userId, lessonId });
      return { note: row?.note ?? "", videoPositionSeconds: row?.videoPositionSeconds ?? 0 };
    },

    /** Remembers the lesson a learner opened last (the player resumes there). */
    async markViewed(userId: string, lessonId: string, courseId: string): Promise<void> {
      await db
        .insert(lessonProgress)
        .values({ userId, lessonId, courseId, lastViewedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { lastViewedAt: sql`now()`, updatedAt: sql`now()` },
        });
    },

    /**
     * Completes (or un-completes) a lesson and writes the course's progress onto the learner's holding
     * enrollments in one transaction, so My Enrolled Courses and the overview never disagree with the player.
     */
    async setCompletion(
      userId: string,
      lessonId: string,
      courseId: string,
      completed: boolean,
      percentOf: (done: number, total: number) => number,
    ): Promise<{ done: number; total: number }> {
      return db.transaction(async (tx) => {
        // An earlier completion keeps its time; un-completing clears it.
        const completedAt = completed ? sql`coalesce(${lessonProgress.completedAt}, now())` : sql`null`;
        await tx
          .insert(lessonProgress)
          .values({ userId, lessonId, courseId, completedAt: completed ? sql`now()` : null })
          .onConflictDoUpdate({
            target: [lessonProgress.userId, lessonProgress.lessonId],
            set: { completedAt, updatedAt: sql`now()` },
          });
        const [counts] = await requiredCounts(tx, userId, courseId);
        const done = counts?.done ?? 0;
        const total = counts?.total ?? 0;
        await tx
          .update(enrollments)
          .set({ progress: percentOf(done, total), updatedAt: sql`now()` })
          .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), holding));
        return { done, total };
      });
    },

    async requiredCounts(userId: string, courseId: string): Promise<{ done: number; total: number }> {
      const [counts] = await requiredCounts(db, userId, courseId);
      return { done: counts?.done ?? 0, total: counts?.total ?? 0 };
    },

    async saveNote(userId: string, lessonId: string, courseId: string, note: string): Promise<Date> {
      const [row] = await db
        .insert(lessonProgress)
        .values({ userId, lessonId, courseId, note })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { note, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: lessonProgress.updatedAt });
      return row!.updatedAt;
    },

    /** The user's holding enrollments with their course and the lesson they opened last in it. */
    async myCourses(userId: string): Promise<MyCourse[]> {
      const rows = await myCourseRows.execute({ userId });
      if (rows.length === 0) return [];
      const viewed = await lastViewedLessons.execute({ userId });
      const last = new Map<string, { id: string; title: string; viewedAt: string }>();
      for (const row of viewed)
        if (!last.has(row.courseId) && row.viewedAt)
          last.set(row.courseId, { id: row.id, title: row.title, viewedAt: row.viewedAt.toISOString() });
      return rows.map((row) => ({
        enrollmentId: row.enrollmentId,
        course: { slug: row.slug, title: row.title },
        progress: row.progress,
        lastLesson: last.get(row.courseId) ?? null,
      }));
    },

    /** A published free-preview lesson of a published course, with what its page shows around it. */
    async previewLesson(slug: string, lessonId: string) {
      const [row] = await db
        .select({
          courseSlug: courses.slug,
          courseTitle: courses.title,
          moduleTitle: courseModules.title,
          id: lessons.id,
          title: lessons.title,
          kind: lessons.kind,
          minutes: lessons.durationMinutes,
          body: lessons.body,
          updatedAt: lessons.updatedAt,
          videoEmbedUrl: lessons.videoEmbedUrl,
          // Written out in full: inside a sub-select Drizzle would leave the outer column unqualified.
          hasVideo: sql<boolean>`exists (select 1 from lesson_files f
            where f.lesson_id = "lessons"."id" and f.role = 'video')`,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(
          and(
            eq(lessons.id, lessonId),
            eq(courses.slug, slug),
            eq(courses.published, true),
            eq(lessons.status, "published"),
            eq(lessons.freePreview, true),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
export type LearningRepository = ReturnType<typeof createLearningRepository>;
