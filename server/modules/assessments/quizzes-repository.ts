import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { QuizDefinition, QuizPaper } from "#contracts/quiz.ts";
import type { QuizAnswerChanges, QuizAnswers } from "#contracts/quiz-answers.ts";
import type { QuizAttemptStatus } from "#contracts/quiz-attempts-text.ts";
import type { QuizSettings } from "#contracts/quiz-settings.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { quizAttempts, quizzes } from "#server/db/schema/assessments.ts";
import { users } from "#server/db/schema/auth.ts";
import { courses } from "#server/db/schema/catalog.ts";

export type QuizRow = { definition: QuizDefinition; settings: QuizSettings; updatedAt: Date };
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptGrade = { earned: number; possible: number; percent: number; passed: boolean };

function settingsOf(row: typeof quizzes.$inferSelect): QuizSettings {
  return {
    timeLimitMinutes: row.timeLimitMinutes,
    maxAttempts: row.maxAttempts,
    passPercent: row.passPercent,
    showAnswers: row.showAnswers,
  };
}

export function createQuizzesRepository(db: Database) {
  return {
    async quiz(lessonId: string): Promise<QuizRow | undefined> {
      const [row] = await db.select().from(quizzes).where(eq(quizzes.lessonId, lessonId));
      return row && { definition: row.definition, settings: settingsOf(row), updatedAt: row.updatedAt };
    },

    /**
     * Saves the quiz; false when `expectedUpdatedAt` is given and the stored quiz is not that version (null:
     * expected none stored), so one editor never silently overwrites another's save.
     */
    async saveQuiz(input: {
      lessonId: string;
      courseId: string;
      definition: QuizDefinition;
      settings: QuizSettings;
      userId: string;
      now: Date;
      expectedUpdatedAt?: Date | null;
    }): Promise<boolean> {
      const values = {
        definition: input.definition,
        ...input.settings,
        updatedAt: input.now,
        updatedBy: input.userId,
      };
      const { expectedUpdatedAt } = input;
      if (expectedUpdatedAt === undefined) {
        await db
          .insert(quizzes)
          .values({ lessonId: input.lessonId, courseId: input.courseId, ...values })
          .onConflictDoUpdate({ target: quizzes.lessonId, set: values });
        return true;
      }
      if (expectedUpdatedAt === null) {
        const inserted = await db
          .insert(quizzes)
          .values({ lessonId: input.lessonId, courseId: input.courseId, ...values })
          .onConflictDoNothing({ target: quizzes.lessonId })
          .returning({ lessonId: quizzes.lessonId });
        return inserted.length > 0;
      }
      const updated = await db
        .update(quizzes)
        .set(values)
        .where(
          and(
            eq(quizzes.lessonId, input.lessonId),
            // The editor holds milliseconds (JSON dates); the column may hold microseconds (now() of a seed).
            sql`date_trunc('milliseconds', ${quizzes.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning({ lessonId: quizzes.lessonId });
      return updated.length > 0;
    },

    /** Attempts by students (staff trying their own quiz do not count: the editor warns about students'). */
    async attemptCount(lessonId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(quizAttempts)
        .innerJoin(users, eq(users.id, quizAttempts.userId))
        .where(and(eq(quizAttempts.lessonId, lessonId), eq(users.role, "student")));
      return row?.n ?? 0;
    },

    /** A student's attempts at one quiz, newest first. */
    attemptsOf(lessonId: string, userId: string): Promise<AttemptRow[]> {
      return db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.lessonId, lessonId), eq(quizAttempts.userId, userId)))
        .orderBy(desc(quizAttempts.number));
    },

    /** The saved quizzes among these lessons, by lesson (a quiz lesson without one has no questions yet). */
    async quizzesOf(lessonIds: readonly string[]): Promise<Map<string, QuizSettings>> {
      if (lessonIds.length === 0) return new Map();
      // The rules only: definitions can be large and the list shows none of them.
      const rows = await db
        .select({
          lessonId: quizzes.lessonId,
          timeLimitMinutes: quizzes.timeLimitMinutes,
          maxAttempts: quizzes.maxAttempts,
          passPercent: quizzes.passPercent,
          showAnswers: quizzes.showAnswers,
        })
        .from(quizzes)
        .where(inArray(quizzes.lessonId, [...lessonIds]));
      return new Map(rows.map(({ lessonId, ...settings }) => [lessonId, settings]));
    },

    /** A student's attempts at any of these quizzes, newest first within each. */
    attemptsAt(lessonIds: readonly string[], userId: string): Promise<AttemptRow[]> {
      if (lessonIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(quizAttempts)
        .where(and(inArray(quizAttempts.lessonId, [...lessonIds]), eq(quizAttempts.userId, userId)))
        .orderBy(asc(quizAttempts.lessonId), desc(quizAttempts.number));
    },

    async attempt(attemptId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
      return row;
    },

    /**
     * Opens attempt `number`; undefined when another request opened one first (the unique indexes on the
     * number and on the one attempt in progress decide, so two tabs never open two).
     */
    async openAttempt(input: {
      lessonId: string;
      courseId: string;
      userId: string;
      number: number;
      questions: QuizDefinition;
      paper: QuizPaper;
      passPercent: number;
      startedAt: Date;
      deadlineAt: Date | null;
    }): Promise<AttemptRow | undefined> {
      try {
        const [row] = await db.insert(quizAttempts).values(input).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /**
     * Attempts still open past their deadline and its grace (`before`), oldest deadline first, with their
     * course's slug (closing one that passed completes the lesson through learning, which goes by slug).
     */
    async overdueAttempts(before: Date, limit: number): Promise<(AttemptRow & { courseSlug: string })[]> {
      const rows = await db
        .select({ attempt: quizAttempts, courseSlug: courses.slug })
        .from(quizAttempts)
        .innerJoin(courses, eq(courses.id, quizAttempts.courseId))
        .where(and(eq(quizAttempts.status, "in_progress"), lt(quizAttempts.deadlineAt, before)))
        .orderBy(asc(quizAttempts.deadlineAt))
        .limit(limit);
      return rows.map((row) => ({ ...row.attempt, courseSlug: row.courseSlug }));
    },

    /**
     * Merges changed answers into an open attempt's saved ones (null clears one); false once it was closed
     * (the caller checks the deadline). The merge happens in the statement, on the row as it is then: two
     * saves at once (two tabs) each land on the other's result.
     */
    async mergeAnswers(attemptId: string, changes: QuizAnswerChanges, at: Date): Promise<boolean> {
      const set = Object.fromEntries(Object.entries(changes).filter(([, answer]) => answer !== null));
      const cleared = Object.keys(changes).filter((questionId) => changes[questionId] === null);
      const rows = await db
        .update(quizAttempts)
        .set({
          answers: sql`(${quizAttempts.answers} || ${JSON.stringify(set)}::jsonb) - array(select jsonb_array_elements_text(${JSON.stringify(cleared)}::jsonb))`,
          savedAt: at,
        })
        .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.status, "in_progress")))
        .returning({ id: quizAttempts.id });
      return rows.length > 0;
    },

    /**
     * Closes an open attempt with its grade; undefined when it was closed already (a second submit, or the
     * deadline sweep got there first), so exactly one close counts. With `savedAnswers`, also undefined when
     * the saved answers are no longer those (a save landed since they were read): the grade was computed on
     * them, and must not overwrite a newer save.
     */
    async closeAttempt(input: {
      attemptId: string;
      status: Exclude<QuizAttemptStatus, "in_progress">;
      answers?: QuizAnswers;
      savedAnswers?: QuizAnswers;
      grade: AttemptGrade;
      closedAt: Date;
    }): Promise<AttemptRow | undefined> {
      const [row] = await db
        .update(quizAttempts)
        .set({
          status: input.status,
          ...(input.answers ? { answers: input.answers, savedAt: input.closedAt } : {}),
          closedAt: input.closedAt,
          ...input.grade,
        })
        .where(
          and(
            eq(quizAttempts.id, input.attemptId),
            eq(quizAttempts.status, "in_progress"),
            input.savedAnswers
              ? sql`${quizAttempts.answers} = ${JSON.stringify(input.savedAnswers)}::jsonb`
              : undefined,
          ),
        )
        .returning();
      return row;
    },
  };
}
export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
