import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiMessages } from "#contracts/messages.ts";
import { sendApiError } from "./error-handler.ts";

// Anti-forgery (ARCHITECTURE.md section 4): a readable XSRF-TOKEN cookie whose value is an HMAC bound to
// an HttpOnly anonymous pre-session id. Every state-changing /api request must echo it in X-XSRF-TOKEN
// (or CSRF-Token, the newsletter call's header). A token copied from another visitor fails: the binding
// differs. The sessions of the accounts module will bind to the session instead.

export const xsrfCookieName = "XSRF-TOKEN";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export type CsrfOptions = {
  secret: string;
  secureCookies: boolean;
  /** In-process reads (SSR loaders): their Set-Cookie never reaches a browser, so none is issued. */
  isInternal?: (request: FastifyRequest) => boolean;
};

export function bindingCookieName(secure: boolean): string {
  return secure ? "__Host-ail_pre" : "ail_pre";
}

export function signToken(
  secret: string,
  binding: string,
  nonce = randomBytes(16).toString("base64url"),
): string {
  const mac = createHmac("sha256", secret).update(`${binding}.${nonce}`).digest("base64url");
  return `${nonce}.${mac}`;
}

export function verifyToken(secret: string, binding: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, mac] = token.split(".");
  if (!nonce || !mac) return false;
  const expected = Buffer.from(signToken(secret, binding, nonce));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers["x-xsrf-token"] ?? request.headers["csrf-token"];
  return Array.isArray(value) ? value[0] : value;
}

const tokenFreePrefixes = ["/assets/", "/healthz", "/readyz", "/favicon", "/robots.txt", "/sitemap"];
function needsToken(url: string): boolean {
  return !tokenFreePrefixes.some((prefix) => url.startsWith(prefix));
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Only for calls no browser makes: payment provider webhooks, which carry the provider's signature
     * instead (server/modules/checkout/webhook-routes.ts). They have no session cookie to bind a token to.
     */
    csrfExempt?: boolean;
  }
  interface FastifyReply {
    /** New pre-session and token, at sign-in and sign-out: a token seen before the change stops working. */
    rotateAntiForgery(): void;
  }
}

export const csrfPlugin = fp(async (app: FastifyInstance, options: CsrfOptions) => {
  const bindingName = bindingCookieName(options.secureCookies);
  const cookieBase = { path: "/", sameSite: "lax", secure: options.secureCookies } as const;

  function issue(reply: FastifyReply, binding: string): void {
    reply.setCookie(xsrfCookieName, signToken(options.secret, binding), { ...cookieBase, httpOnly: false });
  }

  app.decorateReply("rotateAntiForgery", function (this: FastifyReply) {
    const fresh = randomBytes(32).toString("base64url");
    this.setCookie(bindingName, fresh, { ...cookieBase, httpOnly: true });
    issue(this, fresh);
  });

  app.addHook("onRequest", async (request, reply) => {
    const binding = request.cookies[bindingName];

    if (safeMethods.has(request.method)) {
      // Static files stay cookie-free (cacheable by any CDN); pages and API reads arm the forms.
      if (!needsToken(request.url) || options.isInternal?.(request)) return;
      // Hand out (or repair) the pair on reads, so the first page a visitor sees arms the forms on it.
      if (!binding) {
        const fresh = randomBytes(32).toString("base64url");
        reply.setCookie(bindingName, fresh, { ...cookieBase, httpOnly: true });
        issue(reply, fresh);
      } else if (!verifyToken(options.secret, binding, request.cookies[xsrfCookieName])) {
        issue(reply, binding);
      }
      return;
    }

    if (!request.url.startsWith("/api/")) return;
    if (request.routeOptions.config?.csrfExempt) return;
    if (!binding || !verifyToken(options.secret, binding, headerToken(request))) {
      return sendApiError(reply, 403, [{ message: apiMessages.csrfRejected }]);
    }
  });
});
