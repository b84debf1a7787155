import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { LearningService } from "#server/modules/learning/service.ts";
import { quizRoutes } from "./quiz-routes.ts";
import { createQuizzesRepository } from "./quizzes-repository.ts";
import { createQuizzesService } from "./quizzes-service.ts";

type Deps = { db: Database; learning: LearningService };

// Assessments (issue 16): quizzes so far; assignments, grading and certificates come next.
export const assessmentsModule = defineModule({
  name: "assessments",
  create: ({ db, learning }: Deps) => ({
    quizzes: createQuizzesService({
      repository: createQuizzesRepository(db),
      openLesson: learning.openLesson,
      completeLesson: learning.completeQuizLesson,
      now: () => new Date(),
      newSeed: () => randomUUID(),
    }),
  }),
  routes: async (app, { quizzes }) => {
    await app.register(quizRoutes, { service: quizzes });
  },
});
