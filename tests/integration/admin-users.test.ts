import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminUser, adminUsersMessages } from "#contracts/admin-users.ts";
import { authMessages, type Role } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { createAdminUsersRepository } from "#server/modules/admin-users/repository.ts";
import { createAdminUsersService } from "#server/modules/admin-users/service.ts";
import { auditActor } from "#server/modules/audit/audit-actor.ts";
import { createAuditRepository } from "#server/modules/audit/audit-repository.ts";
import { createAuditTrail } from "#server/modules/audit/audit-trail.ts";
import { createSessionService } from "#server/modules/auth/session-service.ts";
import { createSessionsRepository } from "#server/modules/auth/sessions-repository.ts";
import { call, createAccount, signedIn, signIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;
let admin: TestAccount;
let adminSession: Visitor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.database.db, { role: "admin", name: "Grace Admin" });
  adminSession = await signedIn(t.app, admin);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, session: Visitor | null = adminSession) =>
  call(t.app, session, "GET", `/api/admin/users${query}`);
const patch = (id: string, body: unknown, session: Visitor = adminSession) =>
  call(t.app, session, "PATCH", `/api/admin/users/${id}`, body);
const me = (session: Visitor) => call(t.app, session, "GET", "/api/user");

async function makeAdmin(account: TestAccount) {
  await t.database.db.execute(sql`update users set role = 'admin' where id = ${account.id}`);
}

describe("access", () => {
  it("answers 401 to visitors who are not signed in", async () => {
    const visitor = await visit(t.app);
    const target = await createAccount(t.database.db);
    expect((await list("", visitor)).statusCode).toBe(401);
    const response = await patch(target.id, { role: "instructor" }, visitor);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(apiMessages.signInRequired);
  });

  it.each<Role>(["student", "instructor", "digital_marketer"])("answers 403 to a %s", async (role) => {
    const account = await createAccount(t.database.db, { role });
    const session = await signedIn(t.app, account);
    const target = await createAccount(t.database.db);
    const read = await list("", session);
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toBe(apiMessages.forbidden);
    expect((await patch(target.id, { role: "admin" }, session)).statusCode).toBe(403);
    const rows = await sqlRows<{ role: string }>(
      t.database.db,
      sql`select role from users where id = ${target.id}`,
    );
    expect(rows[0]?.role).toBe("student");
  });

  it("refuses a change without the anti-forgery token (403)", async () => {
    const target = await createAccount(t.database.db);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${target.id}`,
      payload: { role: "instructor" },
      headers: { cookie: adminSession.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("search, filter and pages", () => {
  it("lists users with their public fields only", async () => {
    const response = await list(`?q=${admin.username}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(body.items[0]).toEqual({
      id: admin.id,
      name: admin.name,
      username: admin.username,
      email: admin.email,
      role: "admin",
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it("finds a user by name, username or email, case-insensitively", async () => {
    const person = await createAccount(t.database.db, {
      name: "Zenobia Quartermaine",
      username: "zq_walrus",
      email: "Octarine.Mail@Example.org",
    });
    for (const q of [
      "quartermaine",
      "ZENOBIA q",
      "WALRUS",
      "zq_w",
      "octarine.mail",
      "OCTARINE.MAIL@EXAMPLE",
    ]) {
      const response = await list(`?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(
        response.json().items.map((u: AdminUser) => u.id),
        q,
      ).toEqual([person.id]);
    }
  });

  it("trims the search text", async () => {
    const person = await createAccount(t.database.db, { name: "Ptolemy Trimwell" });
    const response = await list(`?q=${encodeURIComponent("   trimwell  ")}`);
    expect(response.json().items.map((u: AdminUser) => u.id)).toEqual([person.id]);
  });

  it("filters by role, alone or with a search", async () => {
    const token = "rolefilterxyz";
    const teacher = await createAccount(t.database.db, { role: "instructor", name: `Teacher ${token}` });
    const seo = await createAccount(t.database.db, { role: "digital_marketer", name: `Seo ${token}` });
    await createAccount(t.database.db, { role: "student", name: `Learner ${token}` });

    const instructors = (await list(`?q=${token}&role=instructor`)).json();
    expect(instructors.items.map((u: AdminUser) => u.id)).toEqual([teacher.id]);
    const marketers = (await list("?role=digital_marketer")).json();
    expect(marketers.items.map((u: AdminUser) => u.id)).toContain(seo.id);
    expect(marketers.items.every((u: AdminUser) => u.role === "digital_marketer")).toBe(true);
    // An empty role (a cleared filter in the page's URL) means every role.
    expect((await list(`?q=${token}&role=`)).json().total).toBe(3);
  });

  it("pages through the matches with a stable order and the full total", async () => {
    const token = "pagingzebra";
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await createAccount(t.database.db, { name: `${token} ${i}` })).id);

    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await list(`?q=${token}&pageSize=2&page=${page}`)).json();
      expect(body).toMatchObject({ total: 5, page, pageSize: 2 });
      expect(body.items).toHaveLength(page === 3 ? 1 : 2);
      seen.push(...body.items.map((u: AdminUser) => u.id));
    }
    expect(new Set(seen)).toEqual(ids);
    const past = (await list(`?q=${token}&pageSize=2&page=4`)).json();
    expect(past).toMatchObject({ items: [], total: 5, page: 4 });
  });

  it("lists the newest users first", async () => {
    const token = "orderingyak";
    const first = await createAccount(t.database.db, { name: `${token} first` });
    const second = await createAccount(t.database.db, { name: `${token} second` });
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '1 day' where id = ${first.id}`,
    );
    const body = (await list(`?q=${token}`)).json();
    expect(body.items.map((u: AdminUser) => u.id)).toEqual([second.id, first.id]);
  });

  it("takes % and _ in the search literally", async () => {
    const percent = await createAccount(t.database.db, { name: "Sure 100% Percy" });
    await createAccount(t.database.db, { name: "Sure 1000 Percy" });
    const underscore = await createAccount(t.database.db, { username: "under_score_lit" });
    await createAccount(t.database.db, { username: "underxscore_lit" });
    await createAccount(t.database.db, { name: "Back\\slash Bob" });

    const byPercent = (await list(`?q=${encodeURIComponent("100%")}`)).json();
    expect(byPercent.items.map((u: AdminUser) => u.id)).toEqual([percent.id]);
    const byUnderscore = (await list(`?q=${encodeURIComponent("under_s")}`)).json();
    expect(byUnderscore.items.map((u: AdminUser) => u.id)).toEqual([underscore.id]);
    const bySlash = (await list(`?q=${encodeURIComponent("k\\s")}`)).json();
    expect(bySlash.total).toBe(1);
    const noWildcard = (await list(`?q=${encodeURIComponent("%")}`)).json();
    expect(noWildcard.items.map((u: AdminUser) => u.id)).toEqual([percent.id]);
  });

  it.each([
    ["?pageSize=101", "pageSize", adminUsersMessages.pageSizeInvalid],
    ["?pageSize=0", "pageSize", adminUsersMessages.pageSizeInvalid],
    ["?pageSize=2.5", "pageSize", adminUsersMessages.pageSizeInvalid],
    ["?page=0", "page", adminUsersMessages.pageInvalid],
    ["?page=two", "page", adminUsersMessages.pageInvalid],
    ["?role=superuser", "role", adminUsersMessages.roleInvalid],
    [`?q=${"a".repeat(101)}`, "q", adminUsersMessages.searchTooLong],
  ])("refuses %s with a message on the field", async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
  });
});

describe("changing a role", () => {
  it("changes the role and ends the user's sessions at once", async () => {
    const target = await createAccount(t.database.db, { name: "Role Target" });
    const phone = await signedIn(t.app, target);
    const laptop = await signedIn(t.app, target);
    expect((await me(phone)).statusCode).toBe(200);

    const response = await patch(target.id, { role: "instructor" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, role: "instructor", active: true });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);

    const again = await signIn(t.app, target.username, target.password);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().role).toBe("instructor");
    // The admin's own session is untouched.
    expect((await me(adminSession)).statusCode).toBe(200);
  });

  it("keeps the user's sessions when the role does not actually change", async () => {
    const target = await createAccount(t.database.db, { role: "instructor" });
    const session = await signedIn(t.app, target);
    expect((await patch(target.id, { role: "instructor" })).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
  });

  it("lets an admin make another user an admin, who can then manage users", async () => {
    const target = await createAccount(t.database.db);
    expect((await patch(target.id, { role: "admin" })).json().role).toBe("admin");
    const session = await signedIn(t.app, target);
    expect((await list("", session)).statusCode).toBe(200);
  });

  it("refuses an admin's own demotion with a clear message", async () => {
    for (const role of ["student", "instructor", "digital_marketer"] as const) {
      const response = await patch(admin.id, { role });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(adminUsersMessages.selfChange);
    }
    expect((await me(adminSession)).json().role).toBe("admin");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["3f1c2a9e-8d7b-4c6a-9e5f-0a1b2c3d4e5f", "not-a-uuid", "1%27%20or%201=1"]) {
      const response = await patch(id, { role: "student" });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe(adminUsersMessages.userNotFound);
    }
  });

  it.each([
    [{}, adminUsersMessages.nothingToChange],
    [{ role: "superuser" }, "Invalid input"],
    [{ active: "no" }, "Expected boolean, received string"],
    [{ role: "student", passwordHash: "x" }, "Invalid input"],
  ])("refuses the body %j", async (body, message) => {
    const target = await createAccount(t.database.db);
    const response = await patch(target.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });
});

describe("deactivating and reactivating", () => {
  it("ends the user's sessions and blocks sign-in until reactivated", async () => {
    const target = await createAccount(t.database.db);
    const session = await signedIn(t.app, target);

    const off = await patch(target.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: target.id, active: false, role: "student" });
    expect((await me(session)).statusCode).toBe(401);
    const refused = await signIn(t.app, target.username, target.password);
    expect(refused.response.statusCode).toBe(401);
    expect(refused.response.json().error).toBe(authMessages.invalidCredentials);

    const listed = (await list(`?q=${target.username}`)).json();
    expect(listed.items[0].active).toBe(false);

    const on = await patch(target.id, { active: true });
    expect(on.json().active).toBe(true);
    expect((await signIn(t.app, target.username, target.password)).response.statusCode).toBe(200);
  });

  it("changes role and status in one call", async () => {
    const target = await createAccount(t.database.db);
    const response = await patch(target.id, { role: "instructor", active: false });
    expect(response.json()).toMatchObject({ role: "instructor", active: false });
  });

  it("refuses an admin's own deactivation", async () => {
    const response = await patch(admin.id, { active: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(adminUsersMessages.selfChange);
    expect((await me(adminSession)).statusCode).toBe(200);
  });

  it("can deactivate another admin while one stays active", async () => {
    const other = await createAccount(t.database.db);
    await makeAdmin(other);
    const otherSession = await signedIn(t.app, other);
    expect((await patch(other.id, { active: false })).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
  });
});

describe("the last active admin", () => {
  it("survives two admins demoting each other at the same moment", async () => {
    const a = await createAccount(t.database.db);
    const b = await createAccount(t.database.db);
    await makeAdmin(a);
    await makeAdmin(b);
    // Only a and b are active admins for this test.
    await t.database.db.execute(
      sql`update users set active = false where role = 'admin' and id not in (${a.id}, ${b.id})`,
    );
    try {
      const [aSession, bSession] = [await signedIn(t.app, a), await signedIn(t.app, b)];
      const responses = await Promise.all([
        patch(b.id, { role: "student" }, aSession),
        patch(a.id, { role: "student" }, bSession),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The loser either lost its admin role first (401: its session ended) or found itself the last admin.
      expect([401, 409]).toContain(statuses[1]);
      const refused = responses.find((r) => r.statusCode === 409);
      if (refused) expect(refused.json().error).toBe(adminUsersMessages.lastAdmin);
      const admins = await sqlRows<{ id: string }>(
        t.database.db,
        sql`select id from users where role = 'admin' and active`,
      );
      expect(admins).toHaveLength(1);
    } finally {
      await t.database.db.execute(sql`update users set active = true where id = ${admin.id}`);
    }
  });
});

describe("the service on its own", () => {
  // Through the API the caller is always a second active admin, so the last-admin rule only bites in a
  // race (above). Here it is checked directly against the database, with the real repository.
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(async () => {
    await solo?.close();
  });

  function serviceWith(events: Array<Record<string, unknown>>) {
    return createAdminUsersService({
      repository: createAdminUsersRepository(solo.database.db),
      sessions: createSessionService({ repository: createSessionsRepository(solo.database.db) }),
      log: (event, details) => events.push({ event, ...details }),
      audit: createAuditTrail({ repository: createAuditRepository(solo.database.db) }),
    });
  }

  it("refuses to demote or deactivate the last active admin (409)", async () => {
    const only = await createAccount(solo.database.db, { role: "admin" });
    const service = serviceWith([]);
    for (const change of [{ role: "student" as const }, { active: false }]) {
      const error = await service
        .update(
          only.id,
          change,
          auditActor({ id: "00000000-0000-4000-8000-000000000000", name: "Nobody", role: "admin" }),
        )
        .catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 409, message: adminUsersMessages.lastAdmin });
    }
    const rows = await sqlRows<{ role: string; active: boolean }>(
      solo.database.db,
      sql`select role, active from users where id = ${only.id}`,
    );
    expect(rows[0]).toEqual({ role: "admin", active: true });
  });

  it("logs role changes, deactivation and reactivation without secrets", async () => {
    const events: Array<Record<string, unknown>> = [];
    const service = serviceWith(events);
    const by = await createAccount(solo.database.db, { role: "admin" });
    const target = await createAccount(solo.database.db);
    const actor = auditActor({ id: by.id, name: "By Admin", role: "admin" });
    await service.update(target.id, { role: "instructor" }, actor);
    await service.update(target.id, { active: false }, actor);
    await service.update(target.id, { active: true }, actor);
    expect(events).toEqual([
      { event: "auth.role_change", userId: target.id, by: by.id, from: "student", to: "instructor" },
      { event: "auth.deactivate", userId: target.id, by: by.id },
      { event: "auth.reactivate", userId: target.id, by: by.id },
    ]);
  });
});
