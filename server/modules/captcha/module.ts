import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { createCaptchaProvider } from "#server/providers/captcha/create-captcha-provider.ts";
import { createCaptchaRepository } from "./repository.ts";
import { captchaRoutes } from "./routes.ts";

type Deps = { db: Database; config: Config };

// One provider for the challenge route and every form that checks a token (registration, password reset).
export const captchaModule = defineModule({
  name: "captcha",
  create: ({ db, config }: Deps) => ({
    captcha: createCaptchaProvider(config, { uses: createCaptchaRepository(db) }),
  }),
  routes: async (app, { captcha }) => {
    await app.register(captchaRoutes, { captcha });
  },
});
