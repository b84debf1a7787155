import type { CurrentUser } from "#contracts/auth.ts";
import type { GradingRepository } from "./grading-repository.ts";

export type Grader = Pick<CurrentUser, "id" | "role">;

/** What the grading use cases need (one file each in this folder). */
export type GradingDeps = {
  repository: GradingRepository;
  renderMarkdown: (markdown: string) => string;
  markdownToPlainText: (markdown: string) => string;
  /** Marks the lesson complete for the student whose submission passed (learning's progress). */
  completeLesson: (
    student: { id: string; role: "student" },
    slug: string,
    lessonId: string,
  ) => Promise<unknown>;
  /** Starts mail delivery once a grade and its mail are committed (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  runInBackground: (name: string, task: () => Promise<unknown>) => void;
  publicUrl: string;
  now: () => Date;
  /** Told of a failure after a grade was committed (logged). */
  onError?: (error: unknown) => void;
};
