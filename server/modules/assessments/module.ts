import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { LearningService } from "#server/modules/learning/service.ts";
import { listStudentAssessments } from "./list-student-assessments.ts";
import { quizRoutes } from "./quiz-routes.ts";
import { createQuizzesRepository } from "./quizzes-repository.ts";
import { createQuizzesService } from "./quizzes-service.ts";
import { studentAssessmentRoutes } from "./student-assessment-routes.ts";

type Deps = { db: Database; learning: LearningService };

// Assessments (issue 16): quizzes so far; assignments, grading and certificates come next.
export const assessmentsModule = defineModule({
  name: "assessments",
  create: ({ db, learning }: Deps) => {
    const repository = createQuizzesRepository(db);
    const now = () => new Date();
    // The student's list reads their courses through learning's own rules (enrollments, drafts, drip).
    const listDeps = {
      repository,
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
      studentAssessments: {
        list: (user: Parameters<typeof listStudentAssessments>[1]) => listStudentAssessments(listDeps, user),
      },
    };
  },
  routes: async (app, { quizzes, studentAssessments }) => {
    await app.register(quizRoutes, { service: quizzes });
    await app.register(studentAssessmentRoutes, { list: studentAssessments.list });
  },
});
