import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey as browserDeriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { FastifyInstance } from "fastify";
import {
  type AltchaPublicConfig,
  captchaChallengePath,
  captchaPublicConfigSchema,
} from "#contracts/captcha.ts";

// Human verification the way a browser passes it: fetch the ALTCHA challenge, solve it with WebCrypto
// PBKDF2 (what the widget's worker runs), and send what the widget sends.

export async function fetchAltchaChallenge(app: FastifyInstance): Promise<AltchaPublicConfig> {
  const response = await app.inject({ method: "GET", url: captchaChallengePath });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  const body = captchaPublicConfigSchema.parse(response.json());
  if (body.provider !== "altcha") throw new Error(`expected an ALTCHA challenge, got ${body.provider}`);
  return body;
}

/** The widget's token: base64 of the JSON of the challenge it was given and the solution it found. */
export async function solveAltchaChallenge(challenge: AltchaPublicConfig): Promise<string> {
  const { parameters, signature } = challenge;
  const solution = await solveChallenge({
    challenge: { parameters, signature } as Challenge,
    deriveKey: browserDeriveKey,
  });
  if (!solution) throw new Error("no solution found");
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** A fresh single-use token, as the form would get it from the widget. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  return solveAltchaChallenge(await fetchAltchaChallenge(app));
}
