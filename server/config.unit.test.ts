import { generateKeyPairSync } from "node:crypto";
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
    expect(env.STORAGE_URL).toBeUndefined(); // lesson files on disk, under DATA_DIR/files
  });

  it("takes an S3 STORAGE_URL with its key pair", () => {
    const env = parseEnv({
      STORAGE_URL: "s3://lesson-files?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true",
      AWS_ACCESS_KEY_ID: "AKIA",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(env.STORAGE_URL).toBe(
      "s3://lesson-files?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true",
    );
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must start with postgres:// or postgresql://"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ CAPTCHA_PROVIDER: "hcaptcha" }, "CAPTCHA_PROVIDER"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET: must be at least 32 characters"],
    [{ SITE_EMAIL: "nobody" }, "SITE_EMAIL: must be an email address"],
    [{ STORAGE_URL: "https://bucket" }, "STORAGE_URL: must start with s3://"],
    [{ STORAGE_URL: "s3://bucket?regoin=eu-west-1" }, 'STORAGE_URL: has an unknown parameter "regoin"'],
    [{ AWS_ACCESS_KEY_ID: "AKIA" }, "AWS_SECRET_ACCESS_KEY: is required when AWS_ACCESS_KEY_ID is set"],
    [{ AWS_SECRET_ACCESS_KEY: "secret" }, "AWS_ACCESS_KEY_ID: is required when AWS_SECRET_ACCESS_KEY is set"],
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

describe("payments provider (PAYMENTS_PROVIDER)", () => {
  const secret = { sessionSecret: "x".repeat(32) };
  const stripeKeys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };

  it("defaults to Stripe when its keys are set, on any address", () => {
    expect(loadConfig({ ...stripeKeys, PUBLIC_URL: "https://ailabs.example" }, secret).paymentsProvider).toBe(
      "stripe",
    );
    expect(loadConfig({ ...stripeKeys }, secret).paymentsProvider).toBe("stripe");
  });

  it.each([
    [{}],
    [{ PUBLIC_URL: "http://localhost:3000" }],
    [{ PUBLIC_URL: "http://127.0.0.1:4173" }],
    [{ PUBLIC_URL: "http://127.8.9.10" }],
    [{ PUBLIC_URL: "http://[::1]:3000/" }],
  ])("defaults to the test provider without keys on a loopback PUBLIC_URL %j", (env) => {
    expect(loadConfig(env, secret).paymentsProvider).toBe("test");
  });

  it.each([
    [{ PUBLIC_URL: "https://ailabs.example" }],
    [{ PUBLIC_URL: "http://ailabs.test" }],
    [{ PUBLIC_URL: "http://10.0.0.5:3000" }],
    [{ PUBLIC_URL: "http://localhost.ailabs.example" }],
    [{ PUBLIC_URL: "http://127.0.0.1.nip.io" }],
  ])("defaults to none without keys on a public PUBLIC_URL %j", (env) => {
    expect(loadConfig(env, secret).paymentsProvider).toBe("none");
  });

  it("takes an explicit choice over the default", () => {
    expect(
      loadConfig({ PAYMENTS_PROVIDER: "test", PUBLIC_URL: "https://ailabs.example" }, secret)
        .paymentsProvider,
    ).toBe("test");
    expect(loadConfig({ PAYMENTS_PROVIDER: "none" }, secret).paymentsProvider).toBe("none");
    expect(loadConfig({ PAYMENTS_PROVIDER: "none", ...stripeKeys }, secret).paymentsProvider).toBe("none");
    expect(
      loadConfig({ PAYMENTS_PROVIDER: "stripe", ...stripeKeys, PUBLIC_URL: "http://localhost:3000" }, secret)
        .paymentsProvider,
    ).toBe("stripe");
  });

  it("refuses PAYMENTS_PROVIDER=stripe without Stripe's keys, naming them", () => {
    const start = () => parseEnv({ PAYMENTS_PROVIDER: "stripe" });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow("STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe");
    expect(start).toThrow("STRIPE_WEBHOOK_SECRET: is required when PAYMENTS_PROVIDER=stripe");
  });

  it("refuses an unknown provider with a message naming the variable", () => {
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "paypal" })).toThrow(ConfigError);
    expect(() => parseEnv({ PAYMENTS_PROVIDER: "paypal" })).toThrow(
      /PAYMENTS_PROVIDER: .*stripe.*test.*none/,
    );
  });
});

describe("Zoom meetings (ZOOM_*)", () => {
  const zoomEnv = {
    ZOOM_ACCOUNT_ID: "acct",
    ZOOM_CLIENT_ID: "client",
    ZOOM_CLIENT_SECRET: "client-secret",
    ZOOM_WEBHOOK_SECRET: "webhook-secret",
  };

  it("refuses part of a Zoom set-up, naming what is missing", () => {
    const { ZOOM_WEBHOOK_SECRET: _webhook, ...withoutWebhook } = zoomEnv;
    expect(() => parseEnv(withoutWebhook)).toThrow(ConfigError);
    expect(() => parseEnv(withoutWebhook)).toThrow(
      "ZOOM_WEBHOOK_SECRET: is required when ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET are set (Zoom needs all four)",
    );
    const start = () => parseEnv({ ZOOM_CLIENT_ID: "client" });
    expect(start).toThrow("ZOOM_ACCOUNT_ID: is required when ZOOM_CLIENT_ID is set (Zoom needs all four)");
    expect(start).toThrow("ZOOM_CLIENT_SECRET: is required when ZOOM_CLIENT_ID is set");
    expect(start).toThrow("ZOOM_WEBHOOK_SECRET: is required when ZOOM_CLIENT_ID is set");
  });

  it("takes all four or none; empty values count as unset", () => {
    expect(() => parseEnv(zoomEnv)).not.toThrow();
    expect(() => parseEnv({})).not.toThrow();
    expect(() => parseEnv({ ZOOM_ACCOUNT_ID: "", ZOOM_CLIENT_ID: "" })).not.toThrow();
  });

  it("the test-only bases must be http(s) URLs", () => {
    expect(() => parseEnv({ ZOOM_API_BASE: "ftp://zoom.example" })).toThrow(/ZOOM_API_BASE: /);
    expect(() => parseEnv({ ZOOM_OAUTH_BASE: "not a url" })).toThrow(/ZOOM_OAUTH_BASE: /);
  });
});

describe("the credential signing key (CREDENTIAL_SIGNING_KEY)", () => {
  const pem = (type: "ed25519" | "ec") =>
    (type === "ec"
      ? generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey
      : generateKeyPairSync("ed25519").privateKey
    )
      .export({ type: "pkcs8", format: "pem" })
      .toString();

  it("takes an Ed25519 PKCS#8 PEM, also on one line with \\n escapes; unset makes one later", () => {
    expect(parseEnv({ CREDENTIAL_SIGNING_KEY: pem("ed25519") }).CREDENTIAL_SIGNING_KEY).toContain(
      "PRIVATE KEY",
    );
    expect(() => parseEnv({ CREDENTIAL_SIGNING_KEY: pem("ed25519").replace(/\n/g, "\\n") })).not.toThrow();
    expect(parseEnv({ CREDENTIAL_SIGNING_KEY: "" }).CREDENTIAL_SIGNING_KEY).toBeUndefined();
  });

  it("refuses anything else at start-up, saying what it must be", () => {
    expect(() => parseEnv({ CREDENTIAL_SIGNING_KEY: "not a key" })).toThrow(
      "CREDENTIAL_SIGNING_KEY: must be a PKCS#8 PEM private key",
    );
    expect(() => parseEnv({ CREDENTIAL_SIGNING_KEY: pem("ec") })).toThrow(
      "CREDENTIAL_SIGNING_KEY: must be an Ed25519 key, not ec",
    );
  });
});
