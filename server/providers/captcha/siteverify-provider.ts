import type { CaptchaProvider } from "./captcha-provider.ts";
import { CaptchaUnavailableError } from "./captcha-provider.ts";

// reCAPTCHA and Turnstile speak the same "siteverify" protocol: a form-encoded POST of secret, response
// and remoteip, answered with JSON { success, "error-codes" }.

export type SiteverifyOptions = {
  kind: "recaptcha" | "turnstile";
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** Per request; a verification that hangs must not hold the visitor's request for long. */
  timeoutMs?: number;
};

export const defaultSiteverifyTimeoutMs = 10_000;
const label = { recaptcha: "reCAPTCHA", turnstile: "Turnstile" } as const;
/** Both providers' tokens are far shorter; a longer one is not a token and costs no round trip. */
const maxTokenLength = 10_000;

// These codes mean our side is wrong or theirs is down, not that the visitor failed: answer 503 and log.
const serviceErrorCodes = new Set(["missing-input-secret", "invalid-input-secret", "internal-error"]);

export function createSiteverifyProvider(options: SiteverifyOptions): CaptchaProvider {
  const timeoutMs = options.timeoutMs ?? defaultSiteverifyTimeoutMs;
  return {
    kind: options.kind,

    async publicConfig() {
      return { provider: options.kind, siteKey: options.siteKey };
    },

    async check(): Promise<string> {
      // A token no visitor could hold: a healthy service with a good secret answers "invalid response",
      // a wrong secret "invalid-input-secret" (verify then throws CaptchaUnavailableError).
      const passed = await this.verify(`settings-check-${Date.now()}`);
      return passed
        ? `${label[options.kind]} answered and accepted a check token.`
        : `${label[options.kind]} answered and accepted the secret key.`;
    },

    async verify(token: string, remoteIp?: string): Promise<boolean> {
      if (!token || token.length > maxTokenLength) return false;
      const form = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);

      let response: Response;
      let body: unknown;
      try {
        response = await fetch(options.verifyUrl, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.json();
      } catch (error) {
        throw new CaptchaUnavailableError(`${options.kind} siteverify did not answer`, { cause: error });
      }
      if (!response.ok || !body || typeof body !== "object") {
        throw new CaptchaUnavailableError(`${options.kind} siteverify answered status ${response.status}`);
      }
      const { success, "error-codes": codes } = body as { success?: unknown; "error-codes"?: unknown };
      if (success === true) return true;
      const serviceError = Array.isArray(codes)
        ? codes.find((code) => serviceErrorCodes.has(code))
        : undefined;
      if (serviceError) {
        throw new CaptchaUnavailableError(`${options.kind} siteverify refused the request: ${serviceError}`);
      }
      return false;
    },
  };
}
