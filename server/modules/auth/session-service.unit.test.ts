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
