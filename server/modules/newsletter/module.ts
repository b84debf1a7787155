import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createNewsletterRepository } from "./repository.ts";
import { newsletterRoutes } from "./routes.ts";
import { createNewsletterService } from "./service.ts";

export const newsletterModule = defineModule({
  name: "newsletter",
  create: ({ db }: { db: Database }) => ({
    newsletter: createNewsletterService({ repository: createNewsletterRepository(db) }),
  }),
  routes: async (app, { newsletter }) => {
    await app.register(newsletterRoutes, { service: newsletter });
  },
});
