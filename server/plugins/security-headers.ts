import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { urlHoldsSecret } from "#server/lib/url-secrets.ts";

export type SecurityHeadersOptions = {
  development: boolean;
  secureCookies: boolean;
  /** An outside captcha loads its script and frame from its own origin. */
  captchaProvider?: "altcha" | "recaptcha" | "turnstile";
  /**
   * A page's in-process reads (server/lib/internal-requests.ts) reach no browser: the loader takes their
   * body, so their answers go without these headers and their nonce.
   */
  isInternal?: (request: FastifyRequest) => boolean;
};

const captchaOrigins = {
  altcha: { script: [], frame: [] },
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
  turnstile: { script: ["https://challenges.cloudflare.com"], frame: ["https://challenges.cloudflare.com"] },
} as const;

/**
 * The players a lesson's video may be embedded from (contracts/video-embed-url.ts makes every embed one of
 * these), narrowed to their player paths. On every document, not only the lesson pages: the app moves
 * between pages in the browser, and a document keeps the policy it was first served with, so a learner who
 * came from the dashboard, or a visitor from the course page, would otherwise find the frame blocked.
 */
export const videoPlayerFrameSources = [
  "https://www.youtube-nocookie.com/embed/",
  "https://player.vimeo.com/video/",
] as const;

const nonceKey = Symbol("scriptNonce");
type WithNonce = ServerResponse & { [nonceKey]?: string };

/** The per-request nonce React Router puts on its inline hydration script. */
export function scriptNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

function nonceOf(response: ServerResponse): string {
  const raw = response as WithNonce;
  raw[nonceKey] ??= randomBytes(16).toString("base64");
  return raw[nonceKey];
}

declare module "fastify" {
  interface FastifyInstance {
    /** The headers every response carries, for answers written outside the hooks (error-handler.ts). */
    securityHeaders: SecurityHeaders;
  }
}

export type SecurityHeaders = {
  /** Sets the headers (and the script nonce) on a response not sent yet. */
  apply(request: IncomingMessage, response: ServerResponse): void;
  /** The same headers as pairs, for an answer written straight to a socket (no request was parsed). */
  pairs(): [string, string][];
};

// Pages whose URL holds a secret send no referrer at all: a link or subresource on them must not carry the
// token to another site, nor to our own analytics (server/lib/url-secrets.ts lists them).
const secretUrlReferrerPolicy = "no-referrer";

// Helmet with a CSP that allows what the pages need: our own scripts plus the inline hydration script
// carrying the nonce. Styles get no nonce on purpose: a nonce would make browsers ignore 'unsafe-inline',
// which the style attributes Radix positions popovers with need. Vite's dev server needs inline and eval.
// The middleware is built once: @fastify/helmet built a new one (directives parsed and validated again)
// on every request, about 7% of a shared page's CPU (decision 0015).
export function createSecurityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  const captcha = captchaOrigins[options.captchaProvider ?? "altcha"];
  const scriptSrc = options.development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...captcha.script]
    : [
        "'self'",
        (_req: unknown, res: unknown) => `'nonce-${(res as WithNonce)[nonceKey]}'`,
        ...captcha.script,
      ];

  const helmetMiddleware = helmet({
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
        frameSrc: ["'self'", ...captcha.frame, ...videoPlayerFrameSources],
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

  function apply(request: IncomingMessage, response: ServerResponse): void {
    nonceOf(response);
    // Helmet sets its headers synchronously and calls next at once (or with the error of a bad directive).
    helmetMiddleware(request, response, (error?: unknown) => {
      if (error) throw error;
    });
    if (urlHoldsSecret(request.url ?? "")) response.setHeader("referrer-policy", secretUrlReferrerPolicy);
  }

  return {
    apply,
    pairs() {
      const headers: [string, string][] = [];
      const collector = {
        setHeader: (name: string, value: string | number | readonly string[]) =>
          headers.push([name, String(value)]),
        removeHeader: () => {},
        getHeader: () => undefined,
      };
      apply({ url: "/", headers: {} } as IncomingMessage, collector as unknown as ServerResponse);
      return headers;
    },
  };
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const headers = createSecurityHeaders(options);
  app.decorate("securityHeaders", headers);
  const { isInternal } = options;
  app.addHook("onRequest", async (request, reply) => {
    if (isInternal?.(request)) return;
    headers.apply(request.raw, reply.raw);
  });
});
