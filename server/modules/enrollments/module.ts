import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createEnrollmentsRepository } from "./repository.ts";
import { enrollmentsRoutes } from "./routes.ts";
import { createEnrollmentsService } from "./service.ts";

export const enrollmentsModule = defineModule({
  name: "enrollments",
  create: ({ db }: { db: Database }) => ({
    enrollments: createEnrollmentsService({ repository: createEnrollmentsRepository(db) }),
  }),
  routes: async (app, { enrollments }) => {
    await app.register(enrollmentsRoutes, { service: enrollments });
  },
});
