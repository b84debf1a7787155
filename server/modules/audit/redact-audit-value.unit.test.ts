import { describe, expect, it } from "vitest";
import { changedKeys, redactAuditValue, redacted } from "./redact-audit-value.ts";

describe("redactAuditValue", () => {
  it("replaces secret-looking keys at any depth and keeps the rest", () => {
    expect(
      redactAuditValue({
        name: "x",
        password: "hunter22",
        nested: { stripeSecretKey: "sk_live", apiKey: "k", token: "t", keep: 1 },
        list: [{ cardNumber: "4242" }],
      }),
    ).toEqual({
      name: "x",
      password: redacted,
      nested: { stripeSecretKey: redacted, apiKey: redacted, token: redacted, keep: 1 },
      list: [{ cardNumber: redacted }],
    });
  });

  it("cuts long strings and long lists, and turns dates into ISO text", () => {
    const value = redactAuditValue({
      text: "a".repeat(5_000),
      ids: Array.from({ length: 250 }, (_, i) => i),
      at: new Date("2026-11-28T00:00:00Z"),
    }) as { text: string; ids: unknown[]; at: string };
    expect(value.text.length).toBe(2_001);
    expect(value.ids).toHaveLength(201);
    expect(value.ids.at(-1)).toBe("[50 more]");
    expect(value.at).toBe("2026-11-28T00:00:00.000Z");
  });

  it("keeps a __proto__ key as data, never as the prototype", () => {
    const value = redactAuditValue(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe("changedKeys", () => {
  it("names the fields whose values differ", () => {
    expect(changedKeys({ a: 1, b: [1], c: "x" }, { a: 1, b: [2], d: true })).toEqual(["b", "c", "d"]);
    expect(changedKeys(null, { a: 1 })).toEqual([]);
  });
});
