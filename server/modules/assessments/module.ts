import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { markdownToPlainText } from "#server/lib/markdown-plain-text.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { LearningService } from "#server/modules/learning/service.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { assignmentRoutes } from "./assignment-routes.ts";
import { assignmentSubmissionRoutes } from "./assignment-submission-routes.ts";
import { createAssignmentsRepository } from "./assignments-repository.ts";
import { createAssignmentsService } from "./assignments-service.ts";
import { createGradingRepository } from "./grading-repository.ts";
import { gradingRoutes } from "./grading-routes.ts";
import { createGradingService } from "./grading-service.ts";
import { listStudentAssessments } from "./list-student-assessments.ts";
import { quizRoutes } from "./quiz-routes.ts";
import { createQuizzesRepository } from "./quizzes-repository.ts";
import { createQuizzesService } from "./quizzes-service.ts";
import { studentAssessmentRoutes } from "./student-assessment-routes.ts";
import { sweepOverdueAttempts } from "./sweep-overdue-attempts.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  background: BackgroundTasks;
  files: FileStorage;
  learning: LearningService;
  log?: AppLogger;
};

// Assessments (issue 16): quizzes, assignments and their grading (certificates are a module of their own).
export const assessmentsModule = defineModule({
  name: "assessments",
  create: ({ db, config, mail, background, files, learning, log }: Deps) => {
    const repository = createQuizzesRepository(db);
    const now = () => new Date();
    // The student's list reads their courses through learning's own rules (enrollments, drafts, drip).
    const assignmentsRepository = createAssignmentsRepository(db);
    const listDeps = {
      repository,
      assignments: { repository: assignmentsRepository },
      now,
      myCourses: learning.myCourses,
      outline: learning.outline,
      completeLesson: learning.completeQuizLesson,
    };
    return {
      quizzes: createQuizzesService({
        repository,
        openLesson: learning.openLesson,
        completeLesson: learning.completeQuizLesson,
        now,
        newSeed: () => randomUUID(),
      }),
      grading: createGradingService({
        repository: createGradingRepository(db),
        renderMarkdown,
        markdownToPlainText,
        completeLesson: learning.completeAssignmentLesson,
        deliverMail: () => mail.deliverPending(),
        runInBackground: (name, task) => background.run(name, task),
        publicUrl: config.publicUrl,
        now,
        onError: (error) =>
          log?.error(
            { err: error, event: "grading.complete_lesson_failed" },
            "completing a graded lesson failed",
          ),
      }),
      quizDeadlines: sweepJob(
        background,
        "assessments.close-overdue-attempts",
        () =>
          sweepOverdueAttempts(listDeps, undefined, (error) =>
            log?.error(
              { err: error, event: "assessments.overdue_close_failed" },
              "closing an overdue attempt failed",
            ),
          ),
        60_000,
        (count) =>
          log?.info(
            { event: "assessments.overdue_attempts_closed", count },
            "quiz attempts closed at their deadline",
          ),
      ),
      assignments: createAssignmentsService({
        repository: assignmentsRepository,
        openLesson: learning.openLesson,
        storage: files,
        renderMarkdown,
        now,
      }),
      // A submission's files wait here, on local disk whatever the storage, while they are checked.
      submissionStaging: path.resolve(config.DATA_DIR, "files", "submission-staging"),
      studentAssessments: {
        list: (user: Parameters<typeof listStudentAssessments>[1]) => listStudentAssessments(listDeps, user),
      },
    };
  },
  routes: async (app, { quizzes, assignments, submissionStaging, grading, studentAssessments }) => {
    await app.register(quizRoutes, { service: quizzes });
    await app.register(gradingRoutes, { service: grading });
    await app.register(assignmentRoutes, { service: assignments });
    await app.register(assignmentSubmissionRoutes, {
      service: assignments,
      stagingDirectory: submissionStaging,
    });
    await app.register(studentAssessmentRoutes, { list: studentAssessments.list });
  },
});
