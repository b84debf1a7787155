import { describe, expect, it } from "vitest";
import { withDefaults } from "./with-defaults.ts";

describe("withDefaults", () => {
  it("keeps a default where the option is undefined, and takes every option given (0 included)", () => {
    const defaults = { endpoint: "https://api.example.com", timeoutMs: 1000 };
    const options = { endpoint: undefined as string | undefined, timeoutMs: 0, key: "k" };
    expect(withDefaults(defaults, options)).toEqual({
      endpoint: "https://api.example.com",
      timeoutMs: 0,
      key: "k",
    });
  });
});
