import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { captchaApi } from "#contracts/api/captcha.ts";
import { captchaPublicConfigSchema } from "#contracts/captcha.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CaptchaProvider } from "#server/providers/captcha/captcha-provider.ts";

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaProvider }> = async (
  app,
  { captcha },
) => {
  app.get(
    captchaApi.challenge.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(captchaApi.challenge, {
        tags: ["captcha"],
        summary:
          "What the human-verification widget needs: a signed ALTCHA challenge (the widget's challenge URL), or the reCAPTCHA/Turnstile site key",
        response: { 200: captchaPublicConfigSchema },
      }),
    },
    async (_request, reply) => {
      // Every ALTCHA challenge is single-use and expires: a cached one would be refused.
      reply.header("cache-control", "no-store");
      return captcha.publicConfig();
    },
  );
};
