import { describe, expect, it } from "vitest";
import { createSharedReads } from "./shared-reads.ts";

describe("createSharedReads", () => {
  const ok = (body: string) => async () => ({ status: 200, body });

  it("shares only the named paths", () => {
    const reads = createSharedReads({ paths: ["/api/a"], ttlMs: 1000 });
    expect(reads.shares("/api/a")).toBe(true);
    expect(reads.shares("/api/a?x=1")).toBe(false);
    expect(reads.shares("/api/user")).toBe(false);
  });

  it("keeps a 200 for its ttl, one read for concurrent callers, then reads again", async () => {
    let at = 0;
    let calls = 0;
    const reads = createSharedReads({ paths: ["/api/a"], ttlMs: 1000, now: () => at });
    const read = async () => ({ status: 200, body: `answer ${++calls}` });
    const [first, second] = await Promise.all([reads.read("/api/a", read), reads.read("/api/a", read)]);
    expect([first.body, second.body, calls]).toEqual(["answer 1", "answer 1", 1]);
    at = 999;
    expect((await reads.read("/api/a", read)).body).toBe("answer 1");
    at = 1000;
    expect((await reads.read("/api/a", read)).body).toBe("answer 2");
  });

  it("keeps no error and no failed read", async () => {
    const reads = createSharedReads({ paths: ["/api/a"], ttlMs: 1000, now: () => 0 });
    expect((await reads.read("/api/a", async () => ({ status: 503, body: "{}" }))).status).toBe(503);
    await expect(
      reads.read("/api/a", async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    expect((await reads.read("/api/a", ok("fresh"))).body).toBe("fresh");
  });

  it("forgets on invalidate, and does not keep a read that started before it", async () => {
    const reads = createSharedReads({ paths: ["/api/a"], ttlMs: 1000, now: () => 0 });
    await reads.read("/api/a", ok("old"));
    reads.invalidate();
    expect((await reads.read("/api/a", ok("new"))).body).toBe("new");
    reads.invalidate();

    let finish: (value: { status: number; body: string }) => void = () => {};
    const slow = reads.read("/api/a", () => new Promise((resolve) => (finish = resolve)));
    reads.invalidate();
    finish({ status: 200, body: "before the write" });
    expect((await slow).body).toBe("before the write");
    // Not kept: the next render reads again.
    expect((await reads.read("/api/a", ok("after the write"))).body).toBe("after the write");
  });
});
