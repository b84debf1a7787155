import { z } from "zod";

// Human verification (SPEC.md sections 2, 5, 8, 9): the widget reads this from GET /api/captcha/challenge
// and hands its token to the forms, which send it as `recaptchaToken`.

export {
  altchaAlgorithm,
  captchaChallengePath,
  captchaLimits,
  captchaMessages,
} from "./captcha-text.ts";

// Loose: the signature covers every parameter, so a field a newer altcha-lib adds must pass through
// untouched (a stripped field would make every solution fail its signature check).
const altchaParametersSchema = z.looseObject({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/**
 * The challenge object the `altcha-widget` fetches (altcha v3 format); the widget ignores `provider`
 * (it reads only `parameters`, `signature`, `configuration` and `his`).
 */
export const altchaPublicConfigSchema = z.object({
  provider: z.literal("altcha"),
  parameters: altchaParametersSchema,
  signature: z.string(),
});

/** reCAPTCHA and Turnstile: the browser renders the provider's own widget with this site key. */
export const siteKeyPublicConfigSchema = z.object({
  provider: z.enum(["recaptcha", "turnstile"]),
  siteKey: z.string(),
});

export const captchaPublicConfigSchema = z.discriminatedUnion("provider", [
  altchaPublicConfigSchema,
  siteKeyPublicConfigSchema,
]);
export type CaptchaPublicConfig = z.infer<typeof captchaPublicConfigSchema>;
export type AltchaPublicConfig = z.infer<typeof altchaPublicConfigSchema>;
