import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { InternalRequests } from "#server/lib/internal-requests.ts";
import type { PageReads } from "#server/lib/page-reads.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";

export type SessionsOptions = {
  service: SessionService;
  secureCookies: boolean;
  /** The page's in-process reads take the identity the page request resolved. */
  internal?: InternalRequests;
};

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-ail_session" : "ail_session";
}

declare module "fastify" {
  interface FastifyRequest {
    /** The session cookie's token when it named a live session. */
    sessionToken: string | null;
    /** For a page's in-process read: the reads its render shares (server/lib/page-reads.ts); else null. */
    pageReads: PageReads | null;
  }
}

/** HttpOnly, SameSite=Lax; Secure and __Host- under https. */
export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(secure), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { path: "/", httpOnly: true, sameSite: "lax", secure });
}

// Resolves the session cookie into request.user before the access policy runs. Static assets and probes
// never carry work for the database.
export const sessionsPlugin = fp(async (app: FastifyInstance, options: SessionsOptions) => {
  const name = sessionCookieName(options.secureCookies);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("pageReads", null);

  app.addHook("onRequest", async (request, reply) => {
    const lent = options.internal?.identityOf(request);
    if (lent) {
      request.user = lent.user;
      request.sessionToken = lent.sessionToken;
      request.pageReads = lent.reads;
      return;
    }
    const token = request.cookies[name];
    if (!token || request.url.startsWith("/assets/") || request.url.startsWith("/healthz")) return;
    const resolved = await options.service.resolve(token);
    if (resolved) {
      request.user = resolved.user;
      request.sessionToken = token;
    } else {
      clearSessionCookie(reply, options.secureCookies);
    }
  });
});
