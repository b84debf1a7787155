import { describe, expect, it } from "vitest";
import { redactUrlSecrets, urlHoldsSecret } from "./url-secrets.ts";

describe("redactUrlSecrets and urlHoldsSecret", () => {
  it.each([
    ["/reset-password/AbC_123-xyz", "/reset-password/[redacted]"],
    ["/reset-password/AbC?x=1", "/reset-password/[redacted]?x=1"],
    ["/reset-password?token=AbC_123", "/reset-password?token=[redacted]"],
    ["/reset-password?a=1&token=AbC&b=2", "/reset-password?a=1&token=[redacted]&b=2"],
    ["/forgot-password", "/forgot-password"],
    ["/api/reset-password", "/api/reset-password"],
    ["/test-payments/3f2a-1b", "/test-payments/[redacted]"],
    ["/verify-email?token=AbC", "/verify-email?token=[redacted]"],
    ["/about?tokens=1", "/about?tokens=1"],
  ])("%s -> %s", (url, logged) => {
    expect(redactUrlSecrets(url)).toBe(logged);
    expect(urlHoldsSecret(url)).toBe(url !== logged);
  });
});
