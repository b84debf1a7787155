// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "#server/config.ts";
import { createCaptchaProvider } from "./create-captcha-provider.ts";

const uses = { markUsed: async () => true, deleteExpired: async () => {} };
const sessionSecret = "s".repeat(32);

describe("choosing the captcha provider", () => {
  it("uses ALTCHA when nothing is configured", () => {
    const config = loadConfig({}, { sessionSecret });
    expect(createCaptchaProvider(config, { uses }).kind).toBe("altcha");
  });

  it.each([
    ["recaptcha", "RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
    ["turnstile", "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"],
  ])("uses %s with its keys", (provider, siteKeyName, secretName) => {
    const config = loadConfig(
      { CAPTCHA_PROVIDER: provider, [siteKeyName]: "site", [secretName]: "secret" },
      { sessionSecret },
    );
    expect(createCaptchaProvider(config, { uses }).kind).toBe(provider);
  });

  it.each([
    ["recaptcha", "RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
    ["turnstile", "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"],
  ])(
    "refuses to start %s without its keys, naming the missing variables",
    (provider, siteKeyName, secretName) => {
      expect(() => parseEnv({ CAPTCHA_PROVIDER: provider })).toThrow(ConfigError);
      expect(() => parseEnv({ CAPTCHA_PROVIDER: provider })).toThrow(
        `${siteKeyName}: is required when CAPTCHA_PROVIDER=${provider}`,
      );
      expect(() => parseEnv({ CAPTCHA_PROVIDER: provider, [siteKeyName]: "site" })).toThrow(
        `${secretName}: is required when CAPTCHA_PROVIDER=${provider}`,
      );
      // A config assembled in code (not from the environment) is refused too.
      const config = { ...loadConfig({}, { sessionSecret }), CAPTCHA_PROVIDER: provider as "recaptcha" };
      expect(() => createCaptchaProvider(config, { uses })).toThrow(ConfigError);
      expect(() => createCaptchaProvider(config, { uses })).toThrow(`${siteKeyName} and ${secretName}`);
    },
  );

  it("refuses a verify URL override that is not http(s)", () => {
    expect(() => parseEnv({ CAPTCHA_VERIFY_URL: "ftp://fake" })).toThrow("CAPTCHA_VERIFY_URL");
  });
});
