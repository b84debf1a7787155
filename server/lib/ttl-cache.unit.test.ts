import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("loads once within the ttl, shares a pending load, reloads after expiry or invalidation", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache(
      async () => ++loads,
      1000,
      () => clock,
    );
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get()).toBe(1);
    clock = 1000;
    expect(await cache.get()).toBe(2);
    cache.invalidate();
    expect(await cache.get()).toBe(3);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const cache = createTtlCache(async () => {
      if (fail) throw new Error("down");
      return "ok";
    }, 1000);
    await expect(cache.get()).rejects.toThrow("down");
    fail = false;
    expect(await cache.get()).toBe("ok");
  });
});
