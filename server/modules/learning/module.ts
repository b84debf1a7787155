import { schoolTimeZone } from "#contracts/learning-text.ts";
import type { Database } from "#server/db/client.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { calendarDateIn } from "./drip.ts";
import { createLearningRepository } from "./learning-repository.ts";
import { createLessonHtmlCache } from "./lesson-html-cache.ts";
import { rosterRoutes } from "./roster-routes.ts";
import { createRosterService } from "./roster-service.ts";
import { learningRoutes } from "./routes.ts";
import { createLearningService } from "./service.ts";

export const learningModule = defineModule({
  name: "learning",
  create: ({ db }: { db: Database }) => ({
    learning: createLearningService({
      repository: createLearningRepository(db),
      renderLesson: createLessonHtmlCache(renderMarkdown),
      today: () => calendarDateIn(schoolTimeZone, new Date()),
    }),
  }),
  routes: async (app, { db, learning }) => {
    await app.register(learningRoutes, { service: learning });
    await app.register(rosterRoutes, { service: createRosterService(db) });
  },
});
