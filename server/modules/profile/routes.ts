import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileApi } from "#contracts/api/profile.ts";
import { currentUserSchema, messageResponseSchema } from "#contracts/auth.ts";
import { passwordChangeSchema, profileMessages, profileUpdateSchema } from "#contracts/profile.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import type { ProfileService } from "./service.ts";

const readLimit = { max: 300, timeWindow: "1 minute" } as const;
const writeLimit = { max: 20, timeWindow: "1 minute" } as const;
// Each attempt costs an argon2 verify (and a hash on success).
const passwordLimit = { max: 10, timeWindow: "15 minutes" } as const;

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.get(
    profileApi.profile.path,
    {
      config: { access: access.signedIn, rateLimit: readLimit },
      schema: endpointSchema(profileApi.profile, {
        tags: ["profile"],
        summary: "The signed-in user's profile",
        response: { 200: currentUserSchema },
      }),
    },
    async (request) => request.user!,
  );

  app.patch(
    profileApi.updateProfile.path,
    {
      config: { access: access.signedIn, rateLimit: writeLimit },
      schema: endpointSchema(profileApi.updateProfile, {
        tags: ["profile"],
        summary:
          "Change your name and avatar URL (https, or empty for none); the email changes through POST /api/profile/email",
        body: profileUpdateSchema,
        response: { 200: currentUserSchema },
      }),
    },
    async (request) => service.update(request.user!, request.body),
  );

  app.post(
    profileApi.changePassword.path,
    {
      config: { access: access.signedIn, rateLimit: passwordLimit },
      schema: endpointSchema(profileApi.changePassword, {
        tags: ["profile"],
        summary: "Change your password (current password required); signs out your other sessions",
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema },
      }),
    },
    async (request) => {
      // access.signedIn guarantees a live session, hence its token.
      await service.changePassword(request.user!.id, request.body, request.sessionToken!);
      return { message: profileMessages.passwordChanged };
    },
  );
};
