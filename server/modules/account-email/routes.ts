import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailStatusSchema,
  emailTokenSchema,
} from "#contracts/account-email.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import { messageResponseSchema } from "#contracts/auth.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { EmailChangeService } from "./email-change-service.ts";
import type { EmailVerificationService } from "./verification-service.ts";

type Options = { verification: EmailVerificationService; changes: EmailChangeService };

/** Per address, for the links' POSTs (a token is 256 bits: this only keeps floods out). */
const linkLimit = { max: 10, timeWindow: "15 minutes" } as const;
/** Each request costs an argon2 verify and two mails. */
const changeLimit = { max: 10, timeWindow: "15 minutes" } as const;
/** The per-account limit of the service comes on top. */
const resendLimit = { max: 5, timeWindow: "15 minutes" } as const;

// Decision 0019. The mailed links open pages (/verify-email, /confirm-email-change, /cancel-email-change)
// whose button POSTs the token here: a mail scanner fetching a link changes nothing.
export const accountEmailRoutes: FastifyPluginAsyncZod<Options> = async (app, { verification, changes }) => {
  app.get(
    accountEmailApi.emailStatus.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(accountEmailApi.emailStatus, {
        tags: ["profile"],
        summary: "Your email address, whether it is verified, and a change waiting for its confirmation link",
        response: { 200: emailStatusSchema },
      }),
    },
    async (request) => changes.status(request.user!),
  );

  app.post(
    accountEmailApi.requestEmailChange.path,
    {
      config: { access: access.signedIn, rateLimit: changeLimit },
      schema: endpointSchema(accountEmailApi.requestEmailChange, {
        tags: ["profile"],
        summary:
          "Change your email (current password required): a link to the new address applies it, the old address is told",
        body: emailChangeRequestSchema,
        response: { 200: emailChangeResponseSchema },
      }),
    },
    async (request) => changes.request(request.user!, request.body),
  );

  app.post(
    accountEmailApi.resendVerification.path,
    {
      config: { access: access.signedIn, rateLimit: resendLimit },
      schema: endpointSchema(accountEmailApi.resendVerification, {
        tags: ["profile"],
        summary: "Mail a new verification link to your address (a few an hour)",
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => verification.resend(request.user!),
  );

  app.post(
    accountEmailApi.verifyEmail.path,
    {
      config: { access: access.public, rateLimit: linkLimit },
      schema: endpointSchema(accountEmailApi.verifyEmail, {
        tags: ["auth"],
        summary: "Mark an address verified with its mailed token (single use, 48 hours)",
        body: emailTokenSchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => verification.verify(request.body.token),
  );

  app.post(
    accountEmailApi.confirmEmailChange.path,
    {
      config: { access: access.public, rateLimit: linkLimit },
      schema: endpointSchema(accountEmailApi.confirmEmailChange, {
        tags: ["auth"],
        summary: "Apply an email change with the token mailed to the new address (single use, 60 minutes)",
        body: emailTokenSchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => changes.confirm(request.body.token),
  );

  app.post(
    accountEmailApi.cancelEmailChange.path,
    {
      config: { access: access.public, rateLimit: linkLimit },
      schema: endpointSchema(accountEmailApi.cancelEmailChange, {
        tags: ["auth"],
        summary:
          "'This wasn't me': cancel (or undo) an email change and sign out every session of the account",
        body: emailTokenSchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => changes.cancel(request.body.token),
  );
};
