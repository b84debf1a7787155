import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { type AltchaPublicConfig, altchaAlgorithm } from "#contracts/captcha.ts";
import type { CaptchaProvider } from "./captcha-provider.ts";

/** Where single use is recorded: the database, so every instance agrees (server/modules/captcha). */
export type CaptchaUseStore = {
  markUsed(challengeId: string, expiresAt: Date): Promise<boolean>;
  deleteExpired(now: Date): Promise<void>;
};

export type AltchaProviderOptions = {
  /** The app's session secret; the signing keys are derived from it, so nothing new to configure. */
  secret: string;
  uses: CaptchaUseStore;
  /** Milliseconds since the epoch; tests move it forward to expire a challenge. */
  now?: () => number;
};

const challengeLifetimeSeconds = 10 * 60;
// Deterministic mode: the solver must reach a random counter, each step one PBKDF2 of `cost` rounds.
// Measured with WebCrypto on one server core: about 0.25 ms a step, so 500-1,500 steps take 0.1-0.4 s;
// a phone several times slower still finishes well under 2 s with the widget's parallel workers.
// The server does one derivation per challenge and verifies with an HMAC (the key signature).
const cost = 1000;
const counterRange = { min: 500, max: 1500 };
const cleanupIntervalMs = 60_000;
/** A widget token is under 1 KB; anything far longer is not one and is not worth decoding. */
const maxTokenLength = 4096;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(altchaAlgorithm),
      nonce: z.string().max(256),
      salt: z.string().max(256),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      keySignature: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
    time: z.number().optional(),
  }),
});

function deriveSecret(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("hex");
}

/** The widget's token is base64 of the JSON it solved; anything else is not a token. */
function decodeToken(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > maxTokenLength) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createAltchaProvider(options: AltchaProviderOptions): CaptchaProvider {
  const now = options.now ?? Date.now;
  const hmacSignatureSecret = deriveSecret(options.secret, "altcha");
  const hmacKeySignatureSecret = deriveSecret(options.secret, "altcha-key");
  let lastCleanup = 0;

  return {
    kind: "altcha",

    async publicConfig(): Promise<AltchaPublicConfig> {
      const challenge = await createChallenge({
        algorithm: altchaAlgorithm,
        cost,
        counter: randomInt(counterRange.max, counterRange.min),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + challengeLifetimeSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return {
        provider: "altcha",
        parameters: { ...challenge.parameters },
        signature: challenge.signature ?? "",
      };
    },

    async check(): Promise<string> {
      // Self-hosted: nothing outside to reach; making a signed challenge is everything the widget needs.
      const config = await this.publicConfig();
      if (config.provider !== "altcha" || !config.signature)
        throw new Error("ALTCHA made no signed challenge");
      return "ALTCHA is self-hosted: a signed challenge was made here, no outside service is involved.";
    },

    async verify(token: string): Promise<boolean> {
      const payload = decodeToken(token);
      if (!payload) return false;
      const { challenge, solution } = payload;
      // altcha-lib checks expiry against the real clock; this check uses ours, so tests can expire.
      const expiresAtMs = challenge.parameters.expiresAt * 1000;
      if (expiresAtMs <= now()) return false;

      let verified = false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        // Malformed values the schema let through (odd hex, an impossible counter) are just wrong answers.
        return false;
      }
      if (!verified) return false;

      if (now() - lastCleanup > cleanupIntervalMs) {
        lastCleanup = now();
        await options.uses.deleteExpired(new Date(now()));
      }
      // Only verified solutions reach the table, so garbage cannot fill it.
      return options.uses.markUsed(challenge.signature, new Date(expiresAtMs));
    },
  };
}
