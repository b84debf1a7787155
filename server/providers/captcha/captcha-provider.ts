import type { CaptchaPublicConfig } from "#contracts/captcha.ts";

/**
 * Human verification, whichever service does it. `verify` answers false for anything a client can send
 * (garbage, tampered, expired, reused) and throws only when the outside service cannot answer, so the
 * caller can tell "not a human" (400) from "cannot check right now" (503).
 */
export type CaptchaProvider = {
  kind: "altcha" | "recaptcha" | "turnstile";
  /** What the browser widget needs: an ALTCHA challenge, or the provider and its site key. */
  publicConfig(): Promise<CaptchaPublicConfig>;
  verify(token: string, remoteIp?: string): Promise<boolean>;
  /**
   * The Settings page's test (decision 0046): whether the service answers and takes our secret key, without
   * a visitor's token. Resolves with what it learnt; rejects with CaptchaUnavailableError.
   */
  check(): Promise<string>;
};

/** The outside verification service did not answer usably (network, timeout, 5xx, our own bad secret). */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CaptchaUnavailableError";
  }
}
