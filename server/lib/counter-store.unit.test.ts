import { describe, expect, it } from "vitest";
import { createMemoryCounterStore } from "./counter-store.ts";

describe("memory counter store", () => {
  it("counts in a window that starts with the first count and ends on its own", async () => {
    let clock = 1_000;
    const store = createMemoryCounterStore(() => clock);
    expect(await store.read("k")).toBeUndefined();
    await store.add("k", 500);
    clock += 100;
    await store.add("k", 500);
    expect(await store.read("k")).toEqual({ count: 2, resetAt: 1_500 });
    clock = 1_500;
    expect(await store.read("k")).toBeUndefined();
    await store.add("k", 500);
    expect(await store.read("k")).toEqual({ count: 1, resetAt: 2_000 });
    await store.clear("k");
    expect(await store.read("k")).toBeUndefined();
  });

  it("stays bounded under a spray of keys", async () => {
    const store = createMemoryCounterStore(Date.now, 100);
    for (let i = 0; i < 250; i++) await store.add(`k${i}`, 60_000);
    expect(await store.read("k0")).toBeUndefined();
    expect(await store.read("k249")).toEqual(expect.objectContaining({ count: 1 }));
  });
});
