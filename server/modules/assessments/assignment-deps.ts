import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import type { AssignmentsRepository } from "./assignments-repository.ts";
import type { OpenedLesson, QuizReader } from "./quiz-deps.ts";

export type AssignmentReader = QuizReader;

/** What the assignment use cases need (one file each in this folder). */
export type AssignmentDeps = {
  repository: AssignmentsRepository;
  /** Learning's access rules (learning/open-lesson.ts): in the course, visible and released, else 404/403. */
  openLesson: (user: AssignmentReader, slug: string, lessonId: string) => Promise<OpenedLesson>;
  /** Where submission files live (the lesson files' storage: disk or S3). */
  storage: FileStorage;
  /** Sanitised HTML of Markdown (instructions, a grader's comments). */
  renderMarkdown: (markdown: string) => string;
  now: () => Date;
};
