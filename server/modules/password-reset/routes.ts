import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { passwordResetApi } from "#contracts/api/password-reset.ts";
import {
  forgotPasswordSchema,
  passwordResetResponseSchema,
  resetPasswordSchema,
} from "#contracts/password-reset.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import type { PasswordResetService } from "./service.ts";

type Options = { service: PasswordResetService };

/** Per address; the per-email and per-token limits of the service come on top. */
export const passwordResetRateLimit = { max: 10, timeWindow: "15 minutes" } as const;

export const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    passwordResetApi.forgotPassword.path,
    {
      config: { access: access.public, rateLimit: passwordResetRateLimit },
      schema: endpointSchema(passwordResetApi.forgotPassword, {
        tags: ["auth"],
        summary: "Email a password reset link (the same answer whether or not the account exists)",
        body: forgotPasswordSchema,
        response: { 200: passwordResetResponseSchema },
      }),
    },
    async (request) => {
      return await service.forgot(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
    },
  );

  app.post(
    passwordResetApi.resetPassword.path,
    {
      config: { access: access.public, rateLimit: passwordResetRateLimit },
      schema: endpointSchema(passwordResetApi.resetPassword, {
        tags: ["auth"],
        summary: "Set a new password with an emailed token; ends every session, does not sign in",
        body: resetPasswordSchema,
        response: { 200: passwordResetResponseSchema },
      }),
    },
    async (request) => {
      return await service.reset(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
    },
  );
};
