// @vitest-environment node
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WebhookSignatureError } from "./payment-provider.ts";
import { signPayload, verifySignature } from "./webhook-signature.ts";

const secret = "whsec_test_secret";
const payload = '{"id":"evt_1","type":"checkout.session.completed"}';
const body = Buffer.from(payload);
const t = 1_800_000_000;
const at = (seconds: number) => new Date(seconds * 1000);
const hmac = (key: string, timestamp: number, text: string) =>
  createHmac("sha256", key).update(`${timestamp}.${text}`).digest("hex");

function rejection(header: string | undefined, now = at(t), raw = body): string {
  try {
    verifySignature(secret, raw, header, now);
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as Error).message;
  }
  throw new Error("the signature was accepted");
}

describe("Stripe webhook signatures", () => {
  it("writes Stripe's header and accepts what it signed", () => {
    const header = signPayload(secret, payload, t);
    expect(header).toBe(`t=${t},v1=${hmac(secret, t, payload)}`);
    expect(() => verifySignature(secret, body, header, at(t))).not.toThrow();
  });

  it("refuses a signature made with another secret", () => {
    expect(rejection(signPayload("whsec_other", payload, t))).toBe("no matching signature");
  });

  it("refuses a body changed after signing, by one byte", () => {
    const header = signPayload(secret, payload, t);
    expect(rejection(header, at(t), Buffer.from(payload.replace("evt_1", "evt_2")))).toBe(
      "no matching signature",
    );
    expect(rejection(header, at(t), Buffer.from(`${payload} `))).toBe("no matching signature");
  });

  it("accepts a timestamp up to 300 s old and refuses an older one", () => {
    const header = signPayload(secret, payload, t);
    expect(() => verifySignature(secret, body, header, at(t + 300))).not.toThrow();
    expect(rejection(header, at(t + 301))).toBe("signature timestamp outside the tolerance");
  });

  it("refuses a timestamp more than 300 s in the future", () => {
    const header = signPayload(secret, payload, t + 301);
    expect(rejection(header, at(t))).toBe("signature timestamp outside the tolerance");
    expect(() => verifySignature(secret, body, signPayload(secret, payload, t + 300), at(t))).not.toThrow();
  });

  it("refuses a re-signed timestamp with the old signature (the timestamp is signed)", () => {
    const old = hmac(secret, t - 3600, payload);
    expect(rejection(`t=${t},v1=${old}`)).toBe("no matching signature");
  });

  it("accepts any one matching v1 entry while a secret rotates, and ignores other schemes", () => {
    const good = hmac(secret, t, payload);
    const stale = hmac("whsec_previous", t, payload);
    expect(() => verifySignature(secret, body, `t=${t},v1=${stale},v1=${good}`, at(t))).not.toThrow();
    expect(() => verifySignature(secret, body, `t=${t},v0=${stale},v1=${good}`, at(t))).not.toThrow();
    expect(rejection(`t=${t},v1=${stale},v0=${good}`)).toBe("no matching signature");
  });

  it("refuses missing and malformed headers", () => {
    expect(rejection(undefined)).toBe("missing signature header");
    expect(rejection("")).toBe("missing signature header");
    expect(rejection("garbage")).toBe("malformed signature header");
    expect(rejection(`v1=${hmac(secret, t, payload)}`)).toBe("malformed signature header");
    expect(rejection(`t=${t}`)).toBe("malformed signature header");
    expect(rejection(`t=soon,v1=${hmac(secret, t, payload)}`)).toBe("malformed signature header");
    expect(rejection(`t=${t},v1=not-hex`)).toBe("no matching signature");
    expect(rejection(`t=${t},v1=${hmac(secret, t, payload).slice(0, 62)}`)).toBe("no matching signature");
  });
});
