import { describe, expect, it } from "vitest";
import { createDeviceCookies } from "./device-cookie.ts";

const userId = "0b6a3c2e-0000-4000-8000-000000000001";
const otherId = "0b6a3c2e-0000-4000-8000-000000000002";

describe("device cookies", () => {
  const cookies = createDeviceCookies("device-secret-device-secret-device-secret");

  it("reads back the account and nonce of a cookie it issued, with a fresh nonce each time", () => {
    const first = cookies.issue(userId);
    const second = cookies.issue(userId);
    expect(first).not.toBe(second);
    expect(cookies.read(first)).toEqual({ userId, nonce: first.split(".")[1] });
  });

  it("refuses a cookie another secret signed, an altered one and malformed values", () => {
    const value = cookies.issue(userId);
    const [, nonce, signature] = value.split(".") as [string, string, string];
    const elsewhere = createDeviceCookies("another-secret-another-secret-another-secret").issue(userId);
    for (const forged of [
      elsewhere,
      `${otherId}.${nonce}.${signature}`,
      `${userId}.x${nonce}.${signature}`,
      `${userId}.${nonce}.${signature.slice(0, -1)}`,
      `${userId}.${nonce}`,
      `${value}.extra`,
      "",
      undefined,
      "x".repeat(500),
    ]) {
      expect(cookies.read(forged)).toBeNull();
    }
  });
});
