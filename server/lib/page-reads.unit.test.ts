import { describe, expect, it } from "vitest";
import { type PageReads, sharedPageReads } from "./page-reads.ts";

// One render's reads share the answers of the methods a use case names (decision 0072).

function countingRepository() {
  const calls: string[] = [];
  const repository = {
    async course(slug: string) {
      calls.push(`course ${slug}`);
      return { slug };
    },
    async progress(userId: string, courseId: string) {
      calls.push(`progress ${userId} ${courseId}`);
      return [{ userId, courseId }];
    },
    async missing(slug: string): Promise<never> {
      calls.push(`missing ${slug}`);
      throw new Error(`no ${slug}`);
    },
    async write(slug: string) {
      calls.push(`write ${slug}`);
    },
  };
  return { repository, calls };
}

describe("sharedPageReads", () => {
  it("answers the same call once per render, and different arguments apart", async () => {
    const { repository, calls } = countingRepository();
    const reads: PageReads = new Map();
    const first = sharedPageReads(repository, reads, "learning", ["course", "progress"]);
    const second = sharedPageReads(repository, reads, "learning", ["course", "progress"]);
    const [a, b] = await Promise.all([first.course("ai"), second.course("ai")]);
    expect(a).toBe(b);
    await second.course("ml");
    await first.progress("u1", "c1");
    await second.progress("u1", "c1");
    await second.progress("u1", "c2");
    expect(calls).toEqual(["course ai", "course ml", "progress u1 c1", "progress u1 c2"]);
  });

  it("leaves the methods it is not told of alone, and shares nothing without a render's reads", async () => {
    const { repository, calls } = countingRepository();
    const reads: PageReads = new Map();
    const shared = sharedPageReads(repository, reads, "learning", ["course"]);
    await shared.write("ai");
    await shared.write("ai");
    expect(sharedPageReads(repository, null, "learning", ["course"])).toBe(repository);
    await sharedPageReads(repository, undefined, "learning", ["course"]).course("ai");
    await sharedPageReads(repository, undefined, "learning", ["course"]).course("ai");
    expect(calls).toEqual(["write ai", "write ai", "course ai", "course ai"]);
  });

  it("gives every reader of a failed read the same failure", async () => {
    const { repository, calls } = countingRepository();
    const reads: PageReads = new Map();
    const shared = sharedPageReads(repository, reads, "learning", ["missing"]);
    await expect(shared.missing("x")).rejects.toThrow("no x");
    await expect(shared.missing("x")).rejects.toThrow("no x");
    expect(calls).toEqual(["missing x"]);
  });

  it("keeps scopes apart: two modules' methods of one name do not share", async () => {
    const { repository, calls } = countingRepository();
    const reads: PageReads = new Map();
    await sharedPageReads(repository, reads, "learning", ["course"]).course("ai");
    await sharedPageReads(repository, reads, "catalog", ["course"]).course("ai");
    expect(calls).toEqual(["course ai", "course ai"]);
  });
});
