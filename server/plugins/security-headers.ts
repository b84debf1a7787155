import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type SecurityHeadersOptions = { development: boolean; secureCookies: boolean };

// Helmet with a CSP that allows what the pages need: our own scripts plus React Router's inline
// hydration script, which carries the per-request nonce. Vite's dev server needs inline and eval.
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const scriptSrc = options.development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as { cspNonce?: { script: string } }).cspNonce?.script}'`];

  await app.register(helmet, {
    enableCSPNonces: !options.development,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: options.development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        mediaSrc: ["'self'", "https:"],
        frameSrc: ["'self'"],
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
});
