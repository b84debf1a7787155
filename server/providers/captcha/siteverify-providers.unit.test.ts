// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeSiteverify,
  startFakeSiteverify,
  unreachableUrl,
} from "../../../tests/support/fake-siteverify.ts";
import { CaptchaUnavailableError } from "./captcha-provider.ts";
import { createRecaptchaProvider, recaptchaVerifyUrl } from "./recaptcha-provider.ts";
import { createTurnstileProvider, turnstileVerifyUrl } from "./turnstile-provider.ts";

const secret = "server-secret-key";
const siteKey = "public-site-key";

// Both outside providers against a local fake of their shared siteverify protocol.
describe.each([
  { kind: "recaptcha", create: createRecaptchaProvider, realUrl: recaptchaVerifyUrl },
  { kind: "turnstile", create: createTurnstileProvider, realUrl: turnstileVerifyUrl },
] as const)("$kind provider", ({ kind, create, realUrl }) => {
  let fake: FakeSiteverify;
  const provider = (overrides: { verifyUrl?: string; timeoutMs?: number; secretKey?: string } = {}) =>
    create({ siteKey, secretKey: secret, verifyUrl: fake.url, ...overrides });

  beforeAll(async () => {
    fake = await startFakeSiteverify({ secret, validTokens: ["good-1", "good-2", "good-3"] });
  });
  afterEach(() => {
    fake.mode = "normal";
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it("tells the browser which widget to render and with which site key", async () => {
    expect(provider().kind).toBe(kind);
    expect(await provider().publicConfig()).toEqual({ provider: kind, siteKey });
  });

  it("verifies with the provider's production endpoint unless told otherwise", () => {
    expect(realUrl).toMatch(/^https:\/\/(www\.google\.com|challenges\.cloudflare\.com)\/.*siteverify$/);
  });

  it("accepts a token the service confirms, posting secret, response and remote IP as a form", async () => {
    expect(await provider().verify("good-1", "203.0.113.7")).toBe(true);
    expect(fake.requests).toEqual([
      {
        secret,
        response: "good-1",
        remoteip: "203.0.113.7",
        contentType: expect.stringContaining("application/x-www-form-urlencoded"),
      },
    ]);
  });

  it("leaves out remoteip when the caller has none", async () => {
    expect(await provider().verify("good-2")).toBe(true);
    expect(fake.requests[0]?.remoteip).toBeUndefined();
  });

  it("refuses a token the service refuses, and a token used before", async () => {
    expect(await provider().verify("forged")).toBe(false);
    expect(await provider().verify("good-3")).toBe(true);
    expect(await provider().verify("good-3")).toBe(false);
  });

  it("refuses an empty or oversized token without asking the service", async () => {
    expect(await provider().verify("")).toBe(false);
    expect(await provider().verify("x".repeat(10_001))).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it("throws 'unavailable' when the service does not answer in time", async () => {
    fake.mode = "hang";
    const started = performance.now();
    await expect(provider({ timeoutMs: 200 }).verify("good-1")).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("throws 'unavailable' when the service cannot be reached", async () => {
    const url = await unreachableUrl();
    await expect(provider({ verifyUrl: url }).verify("good-1")).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
  });

  it("throws 'unavailable' when the service fails (HTTP 500)", async () => {
    fake.mode = "error-500";
    await expect(provider().verify("good-1")).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it("throws 'unavailable' when the service rejects our secret: a misconfiguration, not a robot", async () => {
    await expect(provider({ secretKey: "wrong-secret" }).verify("good-1")).rejects.toBeInstanceOf(
      CaptchaUnavailableError,
    );
  });
});
