import { describe, expect, it } from "vitest";
import { redactUrlSecrets } from "./log-request.ts";

describe("redactUrlSecrets", () => {
  it.each([
    ["/reset-password/AbC_123-xyz", "/reset-password/[redacted]"],
    ["/reset-password/AbC?x=1", "/reset-password/[redacted]?x=1"],
    ["/reset-password?token=AbC_123", "/reset-password?token=[redacted]"],
    ["/reset-password?a=1&token=AbC&b=2", "/reset-password?a=1&token=[redacted]&b=2"],
    ["/forgot-password", "/forgot-password"],
    ["/api/reset-password", "/api/reset-password"],
  ])("%s -> %s", (url, logged) => {
    expect(redactUrlSecrets(url)).toBe(logged);
  });
});
