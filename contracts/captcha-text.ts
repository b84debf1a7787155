import { captchaApi } from "./api/captcha.ts";

// Human verification's paths, limits and words that the browser needs, without zod (first-load
// JavaScript of every page with a form). The schemas live in captcha.ts.

/** The widget's challenge URL (the endpoint's path: contracts/api/captcha.ts). */
export const captchaChallengePath = captchaApi.challenge.path;

/** The proof-of-work the server issues and the browser worker solves; both sides must name the same one. */
export const altchaAlgorithm = "PBKDF2/SHA-256";

export const captchaLimits = {
  /** SPEC.md section 9: the widget hides its loading note if it has not loaded by then. */
  loadTimeoutMs: 5000,
} as const;

export const captchaMessages = {
  loading: "Loading verification...",
} as const;
