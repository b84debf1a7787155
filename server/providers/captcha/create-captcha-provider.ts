import { type Config, ConfigError } from "#server/config.ts";
import { type CaptchaUseStore, createAltchaProvider } from "./altcha-provider.ts";
import type { CaptchaProvider } from "./captcha-provider.ts";
import { createRecaptchaProvider } from "./recaptcha-provider.ts";
import { createTurnstileProvider } from "./turnstile-provider.ts";

export type CaptchaConfig = Pick<
  Config,
  | "CAPTCHA_PROVIDER"
  | "RECAPTCHA_SITE_KEY"
  | "RECAPTCHA_SECRET_KEY"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET_KEY"
  | "CAPTCHA_VERIFY_URL"
  | "sessionSecret"
>;

export type CaptchaDeps = {
  /** ALTCHA's single-use record (the captcha repository). */
  uses: CaptchaUseStore;
  /** Tests: a clock for ALTCHA expiry, a short timeout for the outside services. */
  now?: () => number;
  timeoutMs?: number;
};

type NamedValue = [name: string, value: string | undefined];

// The env schema already refuses a missing key; this covers configs built in code, and narrows the types.
function requireKeys(provider: string, site: NamedValue, secret: NamedValue) {
  const missing = [site, secret].filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(`CAPTCHA_PROVIDER=${provider} needs ${missing.join(" and ")} to be set`);
  }
  return { siteKey: site[1] ?? "", secretKey: secret[1] ?? "" };
}

/** ALTCHA by default (self-hosted, no keys); reCAPTCHA or Turnstile when CAPTCHA_PROVIDER names them. */
export function createCaptchaProvider(config: CaptchaConfig, deps: CaptchaDeps): CaptchaProvider {
  switch (config.CAPTCHA_PROVIDER) {
    case "recaptcha":
      return createRecaptchaProvider({
        ...requireKeys(
          "recaptcha",
          ["RECAPTCHA_SITE_KEY", config.RECAPTCHA_SITE_KEY],
          ["RECAPTCHA_SECRET_KEY", config.RECAPTCHA_SECRET_KEY],
        ),
        verifyUrl: config.CAPTCHA_VERIFY_URL,
        timeoutMs: deps.timeoutMs,
      });
    case "turnstile":
      return createTurnstileProvider({
        ...requireKeys(
          "turnstile",
          ["TURNSTILE_SITE_KEY", config.TURNSTILE_SITE_KEY],
          ["TURNSTILE_SECRET_KEY", config.TURNSTILE_SECRET_KEY],
        ),
        verifyUrl: config.CAPTCHA_VERIFY_URL,
        timeoutMs: deps.timeoutMs,
      });
    default:
      return createAltchaProvider({ secret: config.sessionSecret, uses: deps.uses, now: deps.now });
  }
}
