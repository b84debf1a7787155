import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { createCvStorage } from "./cv-storage.ts";
import { createCareersPageSource } from "./page-source.ts";
import { createCareersRepository } from "./repository.ts";
import { careersRoutes } from "./routes.ts";
import { createCareersService } from "./service.ts";

type Deps = { db: Database; config: Config; mail: MailService; log?: AppLogger; pageSources: PageSource[] };

// Careers and internships; CVs are stored under DATA_DIR/uploads/cv.
export const careersModule = defineModule({
  name: "careers",
  create: ({ db, config, mail, log, pageSources }: Deps) => {
    const repository = createCareersRepository(db);
    const cvStorage = createCvStorage(config.DATA_DIR);
    pageSources.push(createCareersPageSource({ repository }));
    return {
      careers: createCareersService({
        repository,
        storage: cvStorage,
        mail,
        publicUrl: config.publicUrl,
        onMailFailure: (error) => log?.error({ err: error }, "job application confirmation mail not queued"),
      }),
      cvStorage,
    };
  },
  routes: async (app, { careers, cvStorage }) => {
    await app.register(careersRoutes, { service: careers, storage: cvStorage });
  },
});
