import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBootstrapAdmin } from "#server/modules/auth/bootstrap-admin.ts";
import { createPasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("bootstrap admin", () => {
  it("creates one admin at first start, with a generated password shown once, and never again", async () => {
    const deps = { users: createUsersRepository(t.database.db), hasher: await createPasswordHasher() };
    const messages: string[] = [];
    expect(await ensureBootstrapAdmin(deps, { announce: (m) => messages.push(m) })).toBe("created");
    expect(await ensureBootstrapAdmin(deps, { announce: (m) => messages.push(m) })).toBe("exists");
    expect(messages).toHaveLength(1);
    const password = /shown only now: (\S+)$/.exec(messages[0]!)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const admin = await deps.users.findForLogin("admin");
    expect(admin?.role).toBe("admin");
    expect(await deps.hasher.verify(admin!.passwordHash, password!)).toBe(true);
  });
});
