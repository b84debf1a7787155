import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { chatCompletionsFromConfig } from "#server/providers/llm/chat-completions.ts";
import { createSandboxPageSource } from "./page-source.ts";
import { createSandboxRepository } from "./repository.ts";
import { sandboxRoutes } from "./routes.ts";
import { createSandboxService } from "./service.ts";

type Deps = { db: Database; config: Config; log?: AppLogger; pageSources: PageSource[] };

// The prompt sandbox: token counts and costs here, runs at the configured LLM.
export const sandboxModule = defineModule({
  name: "sandbox",
  create: ({ db, config, log, pageSources }: Deps) => {
    const repository = createSandboxRepository(db);
    pageSources.push(createSandboxPageSource({ repository }));
    return {
      sandbox: createSandboxService({
        repository,
        llm: chatCompletionsFromConfig(config),
        onRunFailure: (error) => log?.error({ err: error }, "sandbox run failed at the LLM provider"),
      }),
    };
  },
  routes: async (app, { sandbox }) => {
    await app.register(sandboxRoutes, { service: sandbox });
  },
});
