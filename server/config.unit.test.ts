import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./config.ts";

describe("environment configuration", () => {
  it("runs with nothing set, on the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      CAPTCHA_PROVIDER: "altcha",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must start with postgres:// or postgresql://"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ CAPTCHA_PROVIDER: "hcaptcha" }, "CAPTCHA_PROVIDER"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET: must be at least 32 characters"],
    [{ SITE_EMAIL: "nobody" }, "SITE_EMAIL: must be an email address"],
  ])("refuses %j with a message naming the variable", (env, expected) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(expected);
  });

  it("derives the public URL, cookie security and proxy trust", () => {
    const config = loadConfig(
      { PORT: "8080", PUBLIC_URL: "https://ailabs.example/", TRUST_PROXY: "1" },
      { sessionSecret: "x".repeat(32) },
    );
    expect(config.publicUrl).toBe("https://ailabs.example");
    expect(config.secureCookies).toBe(true);
    expect(config.TRUST_PROXY).toBe(1);
    expect(loadConfig({ PORT: "8080" }, { sessionSecret: "x".repeat(32) }).publicUrl).toBe(
      "http://localhost:8080",
    );
  });
});
