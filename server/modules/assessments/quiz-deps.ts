import type { CurrentUser } from "#contracts/auth.ts";
import type { LessonKindDto } from "#contracts/learning.ts";
import type { QuizzesRepository } from "./quizzes-repository.ts";

export type QuizReader = Pick<CurrentUser, "id" | "role">;

/** The lesson as learning's access rules open it (learning/open-lesson.ts): in the course, visible and released. */
export type OpenedLesson = {
  course: { id: string; slug: string };
  reader: { kind: "staff" | "learner" };
  lesson: { id: string; kind: LessonKindDto; title: string };
};

/** What the quiz use cases need (one file each in this folder). */
export type QuizDeps = {
  repository: QuizzesRepository;
  openLesson: (user: QuizReader, slug: string, lessonId: string) => Promise<OpenedLesson>;
  /** Marks the lesson complete for a learner who passed (learning's progress). */
  completeLesson: (user: QuizReader, slug: string, lessonId: string) => Promise<unknown>;
  now: () => Date;
  /** A fresh random seed for an attempt's paper. */
  newSeed: () => string;
};

/**
 * Answers that reach the server this long after an attempt's deadline still count: the browser submits at
 * zero on its own clock, and the request takes a moment to arrive. Later ones do not.
 */
export const deadlineGraceMs = 5_000;
