import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { SettingsService } from "#server/modules/settings/service.ts";
import { createAssistant } from "./create-assistant.ts";
import { assistantRoutes } from "./routes.ts";

type Deps = {
  db: Database;
  config: Config;
  settings: SettingsService;
  log?: AppLogger;
  counters: CounterStores;
};

export const assistantModule = defineModule({
  name: "assistant",
  create: ({ db, config, settings, log, counters }: Deps) => ({
    assistant: createAssistant({
      db,
      config,
      counters,
      contact: () => settings.publicSettings(),
      onLlmFallback: (error) => log?.error({ err: error }, "LLM engine failed; answered by retrieval"),
    }),
  }),
  routes: async (app, { assistant, config }) => {
    await app.register(assistantRoutes, { service: assistant, secureCookies: config.secureCookies });
  },
});
