import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authApi } from "#contracts/api/auth.ts";
import {
  authMessages,
  currentUserSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
} from "#contracts/auth.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { clearSessionCookie, setSessionCookie } from "#server/plugins/sessions.ts";
import type { AuthService } from "./auth-service.ts";
import { deviceCookieName, setDeviceCookie } from "./device-cookie.ts";
import type { SessionService } from "./session-service.ts";

type Options = { auth: AuthService; sessions: SessionService; secureCookies: boolean };

const authLimit = { max: 10, timeWindow: "1 minute" } as const;

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, sessions, secureCookies }) => {
  app.get(
    authApi.currentUser.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(authApi.currentUser, {
        tags: ["auth"],
        summary: "The signed-in user (401 when signed out)",
        response: { 200: currentUserSchema },
      }),
    },
    async (request) => request.user!,
  );

  app.post(
    authApi.register.path,
    {
      config: { access: access.public, rateLimit: { max: 5, timeWindow: "10 minutes" } },
      schema: endpointSchema(authApi.register, {
        tags: ["auth"],
        summary: "Create a student account (does not sign in)",
        body: registerSchema,
        response: { 201: messageResponseSchema },
      }),
    },
    async (request, reply) => {
      const result = await auth.register(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    authApi.login.path,
    {
      config: { access: access.public, rateLimit: authLimit },
      schema: endpointSchema(authApi.login, {
        tags: ["auth"],
        summary: "Sign in with username (or email) and password",
        body: loginSchema,
        response: { 200: currentUserSchema },
      }),
    },
    async (request, reply) => {
      const { user, token, expiresAt, deviceCookie } = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        deviceCookie: request.cookies[deviceCookieName(secureCookies)],
      });
      // A new token at every sign-in; the browser's previous session ends.
      if (request.sessionToken) await sessions.end(request.sessionToken);
      setSessionCookie(reply, secureCookies, token, expiresAt);
      // Kept at sign-out: it marks this browser as one that has signed in to the account before.
      setDeviceCookie(reply, secureCookies, deviceCookie);
      reply.rotateAntiForgery();
      return user;
    },
  );

  app.post(
    authApi.logout.path,
    {
      config: { access: access.public, rateLimit: authLimit },
      schema: endpointSchema(authApi.logout, {
        tags: ["auth"],
        summary: "End the current session",
        response: { 200: messageResponseSchema },
      }),
    },
    async (request, reply) => {
      if (request.sessionToken) {
        await sessions.end(request.sessionToken);
        request.log.info({ event: "auth.logout", userId: request.user?.id }, "auth event");
      }
      clearSessionCookie(reply, secureCookies);
      reply.rotateAntiForgery();
      return { message: authMessages.signedOut };
    },
  );
};
