import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export type SecurityHeadersOptions = {
  development: boolean;
  secureCookies: boolean;
  /** An outside captcha loads its script and frame from its own origin. */
  captchaProvider?: "altcha" | "recaptcha" | "turnstile";
};

const captchaOrigins = {
  altcha: { script: [], frame: [] },
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
  turnstile: { script: ["https://challenges.cloudflare.com"], frame: ["https://challenges.cloudflare.com"] },
} as const;

const nonceKey = Symbol("scriptNonce");
type WithNonce = ServerResponse & { [nonceKey]?: string };

/** The per-request nonce React Router puts on its inline hydration script. */
export function scriptNonce(reply: FastifyReply): string {
  const raw = reply.raw as WithNonce;
  raw[nonceKey] ??= randomBytes(16).toString("base64");
  return raw[nonceKey];
}

// Helmet with a CSP that allows what the pages need: our own scripts plus the inline hydration script
// carrying the nonce. Styles get no nonce on purpose: a nonce would make browsers ignore 'unsafe-inline',
// which the style attributes Radix positions popovers with need. Vite's dev server needs inline and eval.
// The middleware is built once: @fastify/helmet built a new one (directives parsed and validated again)
// on every request, about 7% of a shared page's CPU (decision 0015).
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  app.addHook("onRequest", async (_request, reply) => {
    scriptNonce(reply);
  });
  const captcha = captchaOrigins[options.captchaProvider ?? "altcha"];
  const scriptSrc = options.development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...captcha.script]
    : [
        "'self'",
        (_req: unknown, res: unknown) => `'nonce-${(res as WithNonce)[nonceKey]}'`,
        ...captcha.script,
      ];

  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: options.development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        mediaSrc: ["'self'", "https:"],
        frameSrc: ["'self'", ...captcha.frame],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the third-party checkout and video embeds of later issues.
    crossOriginEmbedderPolicy: false,
    hsts: options.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
