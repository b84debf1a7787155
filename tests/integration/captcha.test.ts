import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AltchaPublicConfig,
  altchaAlgorithm,
  captchaChallengePath,
  captchaPublicConfigSchema,
} from "#contracts/captcha.ts";
import { buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createCaptchaRepository } from "#server/modules/captcha/repository.ts";
import type { CaptchaProvider } from "#server/providers/captcha/captcha-provider.ts";
import { createCaptchaProvider } from "#server/providers/captcha/create-captcha-provider.ts";
import { fetchAltchaChallenge, solveCaptcha } from "../support/captcha.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { openTestDatabase } from "../support/test-database.ts";

// The app is built here rather than with createTestApp: the test needs the app's config, to stand up a
// second provider on the same database (another instance, or one whose clock has moved on).
let database: DatabaseHandle;
let config: Config;
let app: FastifyInstance;

const testEnv = { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "./data-test-unused" };

beforeAll(async () => {
  database = await openTestDatabase();
  config = loadConfig(testEnv, { sessionSecret: "captcha-test-secret-captcha-test-secret" });
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Another app instance on the same database, optionally with its own clock. */
function instance(now?: () => number): CaptchaProvider {
  return createCaptchaProvider(config, { uses: createCaptchaRepository(database.db), now });
}

function encode(payload: unknown): string {
  return btoa(JSON.stringify(payload));
}
function decode(token: string): { challenge: AltchaPublicConfig; solution: Record<string, unknown> } {
  return JSON.parse(atob(token));
}

async function usesCount(): Promise<number> {
  const rows = await sqlRows<{ n: number }>(database.db, sql`select count(*)::int as n from captcha_uses`);
  return Number(rows[0]?.n ?? 0);
}

describe("GET /api/captcha/challenge", () => {
  it("hands any visitor a fresh signed ALTCHA challenge that expires in 10 minutes, never cached", async () => {
    const response = await app.inject({ method: "GET", url: captchaChallengePath });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(captchaPublicConfigSchema.safeParse(body).success).toBe(true);
    expect(body.provider).toBe("altcha");
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: altchaAlgorithm, keyLength: 32 });
    const lifetime = body.parameters.expiresAt - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
    const again = (await fetchAltchaChallenge(app)).parameters;
    expect(again.nonce).not.toBe(body.parameters.nonce);
  });

  it("names the provider and site key instead when reCAPTCHA is configured", async () => {
    const other = await buildApp({
      config: loadConfig(
        {
          ...testEnv,
          CAPTCHA_PROVIDER: "recaptcha",
          RECAPTCHA_SITE_KEY: "site-123",
          RECAPTCHA_SECRET_KEY: "x",
        },
        { sessionSecret: "s".repeat(40) },
      ),
      database,
    });
    const response = await other.inject({ method: "GET", url: captchaChallengePath });
    expect(response.json()).toEqual({ provider: "recaptcha", siteKey: "site-123" });
    await other.close();
  });
});

describe("ALTCHA verification", () => {
  it("accepts a solved challenge once; every instance refuses it afterwards", async () => {
    const token = await solveCaptcha(app);
    const before = await usesCount();
    expect(await instance().verify(token, "203.0.113.9")).toBe(true);
    expect(await usesCount()).toBe(before + 1);
    expect(await instance().verify(token)).toBe(false);
    expect(await instance().verify(token)).toBe(false);
  });

  it("lets exactly one of two simultaneous uses of a token through", async () => {
    const token = await solveCaptcha(app);
    const results = await Promise.all([instance().verify(token), instance().verify(token)]);
    expect(results.sort()).toEqual([false, true]);
  });

  it("refuses a tampered payload", async () => {
    const token = await solveCaptcha(app);
    const original = decode(token);
    // The solution to a different challenge: each proof of work is bound to its own challenge.
    const other = decode(await solveCaptcha(app));
    const tampered = [
      // A later expiry, a cheaper cost: the signature no longer matches the parameters.
      {
        ...original,
        challenge: {
          ...original.challenge,
          parameters: { ...original.challenge.parameters, expiresAt: 4e9 },
        },
      },
      {
        ...original,
        challenge: { ...original.challenge, parameters: { ...original.challenge.parameters, cost: 1 } },
      },
      // A signature made up by the client.
      { ...original, challenge: { ...original.challenge, signature: "0".repeat(64) } },
      // A derived key that was never computed, and one that belongs to another challenge.
      { ...original, solution: { ...original.solution, derivedKey: "ab".repeat(32) } },
      { ...original, solution: other.solution },
    ];
    for (const payload of tampered) expect(await instance().verify(encode(payload))).toBe(false);
    // None of that spent the genuine token.
    expect(await instance().verify(token)).toBe(true);
  });

  it("refuses garbage without throwing", async () => {
    const garbage = [
      "",
      "not a token",
      "%%%%",
      btoa("not json"),
      btoa("{}"),
      btoa("null"),
      encode({ challenge: {}, solution: {} }),
      encode({ challenge: { parameters: "x", signature: 1 }, solution: { counter: -1, derivedKey: "zz" } }),
      // A valid-looking shape with impossible values.
      encode({
        challenge: {
          parameters: {
            algorithm: altchaAlgorithm,
            nonce: "abc",
            salt: "xyz",
            cost: 1,
            keyLength: 32,
            keyPrefix: "00",
            keySignature: "00",
            expiresAt: Date.now() / 1000 + 60,
          },
          signature: "f".repeat(64),
        },
        solution: { counter: 2 ** 40, derivedKey: "abc" },
      }),
      "A".repeat(20_000),
    ];
    for (const token of garbage) await expect(instance().verify(token)).resolves.toBe(false);
  });

  it("refuses an expired challenge, and keeps the table of spent challenges small", async () => {
    const token = await solveCaptcha(app);
    const elevenMinutesLater = () => Date.now() + 11 * 60_000;
    expect(await instance(elevenMinutesLater).verify(token)).toBe(false);

    // A spent challenge whose expiry passed long ago guards nothing; a verification clears it out.
    await database.db.execute(
      sql`insert into captcha_uses (challenge_id, expires_at) values ('long-gone', now() - interval '1 hour')`,
    );
    // Still within its 10 minutes on a correct clock: refused above only because it had expired there.
    expect(await instance().verify(token)).toBe(true);
    const rows = await sqlRows<{ challenge_id: string }>(
      database.db,
      sql`select challenge_id from captcha_uses where challenge_id = 'long-gone'`,
    );
    expect(rows).toEqual([]);
  });
});
