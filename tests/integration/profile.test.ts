import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { authMessages } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { profileMessages } from "#contracts/profile.ts";
import { call, createAccount, signedIn, signIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const getProfile = (session: Visitor) => call(t.app, session, "GET", "/api/profile");
const patchProfile = (session: Visitor, body: unknown) => call(t.app, session, "PATCH", "/api/profile", body);
const changePassword = (session: Visitor, body: unknown) =>
  call(t.app, session, "POST", "/api/profile/password", body);
const me = (session: Visitor) => call(t.app, session, "GET", "/api/user");

describe("access", () => {
  it("answers 401 to visitors who are not signed in", async () => {
    const visitor = await visit(t.app);
    for (const response of [
      await getProfile(visitor),
      await patchProfile(visitor, { name: "Nobody" }),
      await changePassword(visitor, {
        currentPassword: "x",
        newPassword: "lantern-harbor-quiet-9",
        confirmPassword: "lantern-harbor-quiet-9",
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(apiMessages.signInRequired);
    }
  });

  it("refuses changes without the anti-forgery token (403)", async () => {
    const session = await signedIn(t.app, await createAccount(t.database.db));
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      payload: { name: "Forged" },
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("reading and changing the profile", () => {
  it("reads the signed-in user's own profile", async () => {
    const account = await createAccount(t.database.db, { role: "instructor" });
    const response = await getProfile(await signedIn(t.app, account));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: account.id,
      name: account.name,
      username: account.username,
      email: account.email,
      avatar: null,
      role: "instructor",
      emailVerified: false,
    });
  });

  it("changes name and avatar; the current user shows them", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const response = await patchProfile(session, {
      name: "  Ada King  ",
      avatar: "https://images.example.com/ada.png",
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      name: "Ada King",
      email: account.email,
      avatar: "https://images.example.com/ada.png",
      username: account.username,
      role: "student",
    };
    expect(response.json()).toMatchObject(expected);
    expect((await me(session)).json()).toMatchObject(expected);
  });

  it("changes only what is sent, and clears the avatar with an empty value or null", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    await patchProfile(session, { avatar: "https://example.com/a.png" });
    const renamed = await patchProfile(session, { name: "Only The Name" });
    expect(renamed.json()).toMatchObject({
      name: "Only The Name",
      email: account.email,
      avatar: "https://example.com/a.png",
    });
    expect((await patchProfile(session, { avatar: "" })).json().avatar).toBeNull();
    await patchProfile(session, { avatar: "https://example.com/b.png" });
    expect((await patchProfile(session, { avatar: null })).json().avatar).toBeNull();
  });

  // Email changes need the password and a mailed link (tests/integration/account-email.test.ts); another
  // account's address gets the same answer as any other, so nobody learns who has an account.
  it("refuses another address, another account's too, with the same 400; nothing is half-saved", async () => {
    const other = await createAccount(t.database.db);
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const taken = await patchProfile(session, { name: "Kept Name", email: other.email.toUpperCase() });
    const free = await patchProfile(session, { name: "Kept Name", email: "nobody-has-this@example.com" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json().errors).toEqual([
      { message: accountEmailMessages.changeNeedsPassword, field: "email" },
    ]);
    expect((await me(session)).json()).toMatchObject({ name: account.name, email: account.email });
    // Keeping one's own email, even retyped in capitals, is no change.
    const own = await patchProfile(session, { email: account.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(document.cookie)"],
    ["data:image/png;base64,iVBORw0KGgo="],
    ["http://example.com/me.png"],
    ["//example.com/me.png"],
    ["not a url"],
    ["https://"],
  ])("refuses the avatar URL %s", async (avatar) => {
    const session = await signedIn(t.app, await createAccount(t.database.db));
    const response = await patchProfile(session, { avatar });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      message: profileMessages.avatarInvalid,
      field: "avatar",
    });
    expect((await me(session)).json().avatar).toBeNull();
  });

  it("refuses an avatar URL longer than 500 characters", async () => {
    const session = await signedIn(t.app, await createAccount(t.database.db));
    const avatar = `https://example.com/${"a".repeat(481)}`;
    const response = await patchProfile(session, { avatar });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      message: profileMessages.avatarTooLong,
      field: "avatar",
    });
    expect((await patchProfile(session, { avatar: avatar.slice(0, 500) })).statusCode).toBe(200);
  });

  it.each([
    [{ name: "   " }, "name", profileMessages.nameRequired],
    [{ email: "not-an-email" }, "email", profileMessages.emailInvalid],
    [{ name: "x".repeat(121) }, "name", "String must contain at most 120 character(s)"],
  ])("refuses %j with a message on the field", async (body, field, message) => {
    const session = await signedIn(t.app, await createAccount(t.database.db));
    const response = await patchProfile(session, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
  });

  it("refuses an empty change and fields it does not own", async () => {
    const session = await signedIn(t.app, await createAccount(t.database.db));
    const empty = await patchProfile(session, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(profileMessages.nothingToChange);
    const sneaky = await patchProfile(session, { name: "Sneaky", role: "admin" });
    expect(sneaky.statusCode).toBe(400);
    expect((await me(session)).json().role).toBe("student");
  });
});

describe("changing the password", () => {
  const newPassword = "cobalt-meadow-sparrow-58";

  it("needs the right current password", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const response = await changePassword(session, {
      currentPassword: "not-my-password-1",
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: profileMessages.currentPasswordIncorrect, field: "currentPassword" },
    ]);
    expect((await signIn(t.app, account.username, account.password)).response.statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: "" }, "currentPassword", profileMessages.currentPasswordRequired],
    [{ newPassword: "short", confirmPassword: "short" }, "newPassword", authMessages.passwordMin],
    [
      { newPassword: "y".repeat(101), confirmPassword: "y".repeat(101) },
      "newPassword",
      authMessages.passwordMax,
    ],
    [{ confirmPassword: "" }, "confirmPassword", authMessages.confirmRequired],
    [{ confirmPassword: "something-else-entirely" }, "confirmPassword", authMessages.passwordsDontMatch],
  ])("refuses %j with the spec's message on the field", async (overrides, field, message) => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const response = await changePassword(session, {
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
  });

  it("refuses one of the most common passwords", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const response = await changePassword(session, {
      currentPassword: account.password,
      newPassword: "Password1",
      confirmPassword: "Password1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: authMessages.commonPassword, field: "newPassword" }]);
  });

  it("changes it, keeps this session and ends every other one", async () => {
    const account = await createAccount(t.database.db);
    const here = await signedIn(t.app, account);
    const elsewhere = await signedIn(t.app, account);
    const before = await sqlRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where id = ${account.id}`,
    );

    const response = await changePassword(here, {
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: profileMessages.passwordChanged });

    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const sessions = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions where user_id = ${account.id}`,
    );
    expect(sessions[0]?.n).toBe(1);

    const after = await sqlRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where id = ${account.id}`,
    );
    expect(after[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(after[0]?.password_hash).not.toBe(before[0]?.password_hash);

    expect((await signIn(t.app, account.username, account.password)).response.statusCode).toBe(401);
    expect((await signIn(t.app, account.username, newPassword)).response.statusCode).toBe(200);
  });

  it("stops guessing the current password after 5 wrong tries (429 + Retry-After)", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const attempt = (currentPassword: string) =>
      changePassword(session, { currentPassword, newPassword, confirmPassword: newPassword });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-guess-${i}`)).statusCode).toBe(400);
    const blocked = await attempt(account.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().error).toBe(authMessages.tooManyAttempts);
  });
});
