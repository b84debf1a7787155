import { describe, expect, it } from "vitest";
import { createSessionService, hashToken } from "./session-service.ts";
import type { SessionRecord, SessionsRepository } from "./sessions-repository.ts";

// The repository here is an in-memory stand-in for the table, so expiry rules can be walked through
// with a clock; the same rules run against the real database in tests/integration/auth.test.ts.
function memoryRepository() {
  const rows = new Map<string, SessionRecord>();
  const repository: SessionsRepository = {
    async create(s) {
      rows.set(s.id, {
        id: s.id,
        userId: s.userId,
        createdAt: s.now,
        lastSeenAt: s.now,
        expiresAt: s.expiresAt,
      });
    },
    async findWithUser(id, now) {
      const session = rows.get(id);
      if (!session || session.expiresAt <= now) return undefined;
      return {
        session: { ...session },
        user: {
          id: session.userId,
          name: "N",
          username: "n",
          email: "n@example.com",
          avatar: null,
          role: "student",
          emailVerified: true,
        },
      };
    },
    async touch(id, now) {
      const row = rows.get(id);
      if (row) row.lastSeenAt = now;
    },
    async delete(id) {
      rows.delete(id);
    },
    async deleteForUser(userId) {
      for (const [id, row] of rows) if (row.userId === userId) rows.delete(id);
    },
    async deleteForUserExcept(userId, keepId) {
      for (const [id, row] of rows) if (row.userId === userId && id !== keepId) rows.delete(id);
    },
  };
  return { rows, repository };
}

const day = 86_400_000;

describe("session lifetime", () => {
  it("expires after 7 idle days even within the 30-day absolute limit", async () => {
    let clock = Date.UTC(2026, 0, 1);
    const { repository } = memoryRepository();
    const service = createSessionService({ repository, now: () => new Date(clock) });
    const { token } = await service.start("u1");
    clock += 6 * day;
    expect(await service.resolve(token)).toBeTruthy();
    clock += 6 * day;
    expect(await service.resolve(token)).toBeTruthy();
    clock += 7 * day + 1;
    expect(await service.resolve(token)).toBeUndefined();
  });

  it("expires 30 days after sign-in however active the user is", async () => {
    let clock = Date.UTC(2026, 0, 1);
    const { repository } = memoryRepository();
    const service = createSessionService({ repository, now: () => new Date(clock) });
    const { token } = await service.start("u1");
    for (let d = 0; d < 29; d++) {
      clock += day;
      expect(await service.resolve(token)).toBeTruthy();
    }
    clock += day;
    expect(await service.resolve(token)).toBeUndefined();
  });

  it("keeps only the token's SHA-256 and ends all of a user's sessions at once", async () => {
    const { rows, repository } = memoryRepository();
    const service = createSessionService({ repository });
    const a = await service.start("u1");
    const b = await service.start("u1");
    expect(rows.has(hashToken(a.token))).toBe(true);
    expect(rows.has(a.token)).toBe(false);
    await service.endAllFor("u1");
    expect(await service.resolve(a.token)).toBeUndefined();
    expect(await service.resolve(b.token)).toBeUndefined();
  });
});

describe("resolved sessions kept in memory (decision 0027)", () => {
  function cachedService() {
    let clock = Date.UTC(2026, 0, 1);
    const memory = memoryRepository();
    let reads = 0;
    const counting: SessionsRepository = {
      ...memory.repository,
      async findWithUser(id, now) {
        reads += 1;
        return memory.repository.findWithUser(id, now);
      },
    };
    const service = createSessionService({
      repository: counting,
      now: () => new Date(clock),
      cache: { ttlMs: 10_000, maxEntries: 2 },
    });
    return {
      service,
      rows: memory.rows,
      reads: () => reads,
      advance: (ms: number) => {
        clock += ms;
      },
    };
  }

  it("reads the database once per ttl, then again", async () => {
    const { service, reads, advance } = cachedService();
    const { token } = await service.start("u1");
    await service.resolve(token);
    await service.resolve(token);
    advance(9_999);
    expect((await service.resolve(token))?.user.id).toBe("u1");
    expect(reads()).toBe(1);
    advance(2);
    await service.resolve(token);
    expect(reads()).toBe(2);
  });

  it("sign-out, ending all or other sessions, and a changed account take effect at once", async () => {
    const { service } = cachedService();
    const a = await service.start("u1");
    await service.resolve(a.token);
    await service.end(a.token);
    expect(await service.resolve(a.token)).toBeUndefined();

    const b = await service.start("u1");
    const c = await service.start("u1");
    await service.resolve(b.token);
    await service.resolve(c.token);
    await service.endOthersFor("u1", c.token);
    expect(await service.resolve(b.token)).toBeUndefined();
    expect(await service.resolve(c.token)).toBeDefined();
    await service.endAllFor("u1");
    expect(await service.resolve(c.token)).toBeUndefined();
  });

  it("forgetUser makes the next request read the account again", async () => {
    const { service, reads } = cachedService();
    const { token } = await service.start("u1");
    await service.resolve(token);
    service.forgetUser("u1");
    await service.resolve(token);
    expect(reads()).toBe(2);
  });

  it("a lookup already reading when the session ends does not bring it back", async () => {
    const { service, rows } = cachedService();
    const { token } = await service.start("u1");
    const reading = service.resolve(token);
    // end() runs while the read is in flight: the row is gone, the stale answer must not be remembered.
    const ending = service.end(token);
    await Promise.all([reading, ending]);
    expect(rows.size).toBe(0);
    expect(await service.resolve(token)).toBeUndefined();
  });

  it("never holds more than maxEntries sessions and never outlives the absolute expiry", async () => {
    const { service, reads, advance } = cachedService();
    const tokens = await Promise.all(["u1", "u2", "u3"].map((user) => service.start(user)));
    for (const { token } of tokens) await service.resolve(token);
    expect(reads()).toBe(3);
    // The first one was pushed out by the third.
    await service.resolve(tokens[0]!.token);
    expect(reads()).toBe(4);
    advance(30 * day);
    expect(await service.resolve(tokens[2]!.token)).toBeUndefined();
  });
});
