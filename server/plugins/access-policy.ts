import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { CurrentUser, Role } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";

/** Who may call a route. Every /api route must declare one (default deny). */
export type AccessPolicy =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "roles"; roles: readonly Role[] };

export const access = {
  public: { kind: "public" },
  signedIn: { kind: "signed-in" },
  roles: (...allowed: Role[]): AccessPolicy => ({ kind: "roles", roles: allowed }),
} satisfies Record<string, AccessPolicy | ((...r: Role[]) => AccessPolicy)>;

export type RequestUser = CurrentUser;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /**
     * The route sets its own "private, max-age=..." (a lesson's video, served only to who may see it, is
     * read again on every seek): kept instead of no-store. A shared cache still may not keep it.
     */
    privateCacheable?: boolean;
  }
  interface FastifyRequest {
    /** Set by the session plugin when one is registered; null for visitors. */
    user: RequestUser | null;
  }
}

export function checkAccess(policy: AccessPolicy, user: RequestUser | null): void {
  if (policy.kind === "public") return;
  if (!user) throw new HttpError(401, apiMessages.signInRequired);
  if (policy.kind === "roles" && !policy.roles.includes(user.role))
    throw new HttpError(403, apiMessages.forbidden);
}

export class MissingAccessPolicyError extends Error {}

/** What a response that may hold someone's own data says to every cache on its way, the browser's included. */
export const privateNoStore = "private, no-store";

function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export const accessPolicyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);

  // Default deny at registration time: an /api route without a policy stops the app from building.
  app.addHook("onRoute", (route) => {
    const isApi = route.url.startsWith("/api/") || route.url === "/api";
    const isDocs = route.url.startsWith("/api/docs");
    if (isApi && !isDocs && !route.config?.access) {
      throw new MissingAccessPolicyError(`Route ${route.method} ${route.url} declares no access policy`);
    }
  });

  // Access is decided before the body is read and before any validation (body, params, query): a caller
  // who may not use a route learns nothing of its rules, and pays for no parsing. preParsing runs after
  // every onRequest hook, so the session (plugins/sessions.ts) and the anti-forgery check have run.
  app.addHook("preParsing", async (request: FastifyRequest) => {
    const policy = request.routeOptions.config?.access;
    if (policy) checkAccess(policy, request.user);
  });

  // A signed-in caller's API answers, and whatever a non-public route answers (its refusals included),
  // may hold personal data: no cache keeps them. Public answers to visitors keep their own caching.
  app.addHook("onSend", async (request, reply, payload) => {
    const policy = request.routeOptions.config?.access;
    if ((policy && policy.kind !== "public") || (request.user && isApiUrl(request.url))) {
      const own = reply.getHeader("cache-control");
      const keep =
        request.routeOptions.config?.privateCacheable && typeof own === "string" && /^private\b/.test(own);
      if (!keep) reply.header("cache-control", privateNoStore);
    }
    return payload;
  });
});
