import type { CaptchaProvider } from "./captcha-provider.ts";
import { createSiteverifyProvider } from "./siteverify-provider.ts";

export const turnstileVerifyUrl = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export type TurnstileOptions = {
  siteKey: string;
  secretKey: string;
  /** Tests point this at a local fake that speaks the same protocol. */
  verifyUrl?: string;
  timeoutMs?: number;
};

/** Cloudflare Turnstile: the browser renders Cloudflare's widget, the server asks siteverify. */
export function createTurnstileProvider(options: TurnstileOptions): CaptchaProvider {
  return createSiteverifyProvider({
    kind: "turnstile",
    siteKey: options.siteKey,
    secretKey: options.secretKey,
    verifyUrl: options.verifyUrl ?? turnstileVerifyUrl,
    timeoutMs: options.timeoutMs,
  });
}
