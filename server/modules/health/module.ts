import type { Config } from "#server/config.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { healthRoutes } from "./routes.ts";

type Deps = { ping: () => Promise<void>; config: Config };

export const healthModule = defineModule({
  name: "health",
  create: (_deps: Deps) => ({}),
  routes: async (app, { ping, config }) => {
    const quiet =
      config.LOG_LEVEL === "silent" || config.LOG_LEVEL === "fatal" || config.LOG_LEVEL === "error";
    await app.register(healthRoutes, { ping, logLevel: quiet ? config.LOG_LEVEL : "warn" });
  },
});
