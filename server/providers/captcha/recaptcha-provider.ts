import type { CaptchaProvider } from "./captcha-provider.ts";
import { createSiteverifyProvider } from "./siteverify-provider.ts";

export const recaptchaVerifyUrl = "https://www.google.com/recaptcha/api/siteverify";

export type RecaptchaOptions = {
  siteKey: string;
  secretKey: string;
  /** Tests point this at a local fake that speaks the same protocol. */
  verifyUrl?: string;
  timeoutMs?: number;
};

/** Google reCAPTCHA (v2 checkbox): the browser renders Google's widget, the server asks siteverify. */
export function createRecaptchaProvider(options: RecaptchaOptions): CaptchaProvider {
  return createSiteverifyProvider({
    kind: "recaptcha",
    siteKey: options.siteKey,
    secretKey: options.secretKey,
    verifyUrl: options.verifyUrl ?? recaptchaVerifyUrl,
    timeoutMs: options.timeoutMs,
  });
}
