import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailMessages } from "#contracts/account-email.ts";
import { authMessages } from "#contracts/auth.ts";
import { profileMessages } from "#contracts/profile.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { seedDemoData } from "#server/db/seed-demo.ts";
import { ensureBootstrapAdmin } from "#server/modules/auth/bootstrap-admin.ts";
import { createPasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";
import { call, createAccount, nextIp, signedIn, signIn } from "../support/accounts.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Issue 11, items 2, 3 and 5 (decision 0019): email changes need the password and a link to the new
// address, the old address can cancel and sign out everywhere; only a verified address links what is
// keyed by email; nobody learns from registration or the profile which addresses have an account.

const publicUrl = "http://learn.ailabs.test:8080";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await t?.close();
});

type OutboxMail = { to: string; subject: string; text: string; kind: string };

/** Every mail to this address (the local outbox: no SMTP_URL), oldest first, after background work ends. */
async function mailsTo(address: string): Promise<OutboxMail[]> {
  await t.app.background.settled();
  return sqlRows<OutboxMail>(
    t.database.db,
    sql`select "to", subject, text, kind from mail_outbox where lower("to") = ${address.toLowerCase()}
        order by created_at, id`,
  );
}

/** The token of the newest link to `page` in the mails to this address. */
async function tokenFrom(address: string, page: string): Promise<string> {
  const mails = await mailsTo(address);
  const pattern = new RegExp(`${publicUrl.replaceAll(".", "\\.")}/${page}\\?token=([\\w-]+)`);
  const tokens = mails.map((mail) => mail.text.match(pattern)?.[1]).filter(Boolean);
  const token = tokens.at(-1);
  if (!token) throw new Error(`no /${page} link mailed to ${address}`);
  return token;
}

const me = (session: Visitor) => call(t.app, session, "GET", "/api/user");
const requestChange = (session: Visitor, body: unknown) =>
  call(t.app, session, "POST", "/api/profile/email", body);
const emailStatus = (session: Visitor) => call(t.app, session, "GET", "/api/profile/email");
const resend = (session: Visitor) => call(t.app, session, "POST", "/api/profile/email/verification");

async function publicPost(url: string, body: unknown) {
  return call(t.app, await visit(t.app), "POST", url, body);
}

let counter = 0;
function freshEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@example.com`;
}

async function register(userData: { name: string; username: string; email: string; password: string }) {
  const visitor = await visit(t.app);
  return t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      userData: { ...userData, confirmPassword: userData.password },
      recaptchaToken: await solveCaptcha(t.app),
    },
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
    remoteAddress: nextIp(),
  });
}

function newRegistration(label: string, email = freshEmail(label)) {
  counter += 1;
  return {
    name: `Reg ${label}`,
    username: `${label}_${counter}`,
    email,
    password: "quiet-harbor-lantern-42",
  };
}

async function userRows(email: string) {
  return sqlRows<{ id: string; email: string; verified: boolean }>(
    t.database.db,
    sql`select id, email, email_verified_at is not null as verified from users where lower(email) = ${email.toLowerCase()}`,
  );
}

describe("changing the email address", () => {
  it("PATCH /api/profile no longer changes the email: it says how, and the email stays", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const response = await call(t.app, session, "PATCH", "/api/profile", { email: freshEmail("patch") });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: accountEmailMessages.changeNeedsPassword, field: "email" },
    ]);
    expect((await me(session)).json().email).toBe(account.email);
    // Sending one's own address (the form did) is no change and still works.
    const same = await call(t.app, session, "PATCH", "/api/profile", { name: "Kept", email: account.email });
    expect(same.statusCode).toBe(200);
  });

  it("needs the current password: missing or wrong is a 400 naming the field, and nothing changes or is mailed", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const newEmail = freshEmail("wanted");
    const missing = await requestChange(session, { newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { message: profileMessages.currentPasswordRequired, field: "currentPassword" },
    ]);
    const wrong = await requestChange(session, { newEmail, currentPassword: "not-my-password-1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { message: profileMessages.currentPasswordIncorrect, field: "currentPassword" },
    ]);
    expect((await me(session)).json().email).toBe(account.email);
    expect((await emailStatus(session)).json().pendingChange).toBeNull();
    expect(await mailsTo(newEmail)).toEqual([]);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it("signed out: 401", async () => {
    const response = await requestChange(await visit(t.app), {
      newEmail: "x@example.com",
      currentPassword: "x",
    });
    expect(response.statusCode).toBe(401);
  });

  it("mails a link to the new address that applies the change once, within 60 minutes, and marks it verified", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const newEmail = freshEmail("Moved").toUpperCase();
    const response = await requestChange(session, { newEmail, currentPassword: account.password });
    expect(response.statusCode).toBe(200);
    const lower = newEmail.toLowerCase();
    expect(response.json()).toMatchObject({
      message: accountEmailMessages.changeSent(lower),
      pendingChange: { email: lower },
    });
    // Nothing has changed yet; the pending change shows.
    expect((await me(session)).json()).toMatchObject({ email: account.email, emailVerified: false });
    expect((await emailStatus(session)).json()).toMatchObject({
      email: account.email,
      verified: false,
      pendingChange: { email: lower },
    });
    const [change] = await sqlRows<{ minutes: number; confirm_token_hash: string }>(
      t.database.db,
      sql`select extract(epoch from confirm_expires_at - created_at) / 60 as minutes, confirm_token_hash
          from email_changes where new_email = ${lower}`,
    );
    expect(Number(change?.minutes)).toBe(60);

    const [confirmMail] = await mailsTo(lower);
    expect(confirmMail?.kind).toBe("email-change-confirm");
    const token = await tokenFrom(lower, "confirm-email-change");
    // Only a hash of the token is stored.
    expect(change?.confirm_token_hash).not.toContain(token);
    expect(change?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await publicPost("/api/email-change/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: accountEmailMessages.changeConfirmed });
    expect((await me(session)).json()).toMatchObject({ email: lower, emailVerified: true });
    expect((await emailStatus(session)).json().pendingChange).toBeNull();
    // The new address signs in.
    expect((await signIn(t.app, lower, account.password)).response.statusCode).toBe(200);

    const again = await publicPost("/api/email-change/confirm", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { message: accountEmailMessages.invalidChangeLink, field: "token" },
    ]);
  });

  it("refuses an expired confirmation link; only the newest request's link works", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const first = freshEmail("first");
    await requestChange(session, { newEmail: first, currentPassword: account.password });
    const firstToken = await tokenFrom(first, "confirm-email-change");
    const second = freshEmail("second");
    await requestChange(session, { newEmail: second, currentPassword: account.password });
    const secondToken = await tokenFrom(second, "confirm-email-change");

    const replaced = await publicPost("/api/email-change/confirm", { token: firstToken });
    expect(replaced.statusCode).toBe(400);

    await t.database.db.execute(
      sql`update email_changes set confirm_expires_at = now() - interval '1 second' where new_email = ${second}`,
    );
    const expired = await publicPost("/api/email-change/confirm", { token: secondToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([
      { message: accountEmailMessages.invalidChangeLink, field: "token" },
    ]);
    expect((await me(session)).json().email).toBe(account.email);
  });

  it("tells the old address; its 'this wasn't me' link cancels the change and signs out every session", async () => {
    const account = await createAccount(t.database.db);
    const here = await signedIn(t.app, account);
    const elsewhere = await signedIn(t.app, account);
    const newEmail = freshEmail("attacker");
    await requestChange(here, { newEmail, currentPassword: account.password });

    const notices = await mailsTo(account.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "email-change-notice" });
    expect(notices[0]?.text).toContain(newEmail);
    const cancelToken = await tokenFrom(account.email, "cancel-email-change");
    const confirmToken = await tokenFrom(newEmail, "confirm-email-change");

    const cancelled = await publicPost("/api/email-change/cancel", { token: cancelToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: accountEmailMessages.changeCancelled });
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    // The change can no longer be confirmed, and the link works once.
    expect((await publicPost("/api/email-change/confirm", { token: confirmToken })).statusCode).toBe(400);
    const reused = await publicPost("/api/email-change/cancel", { token: cancelToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      { message: accountEmailMessages.invalidCancelLink, field: "token" },
    ]);
    const [row] = await userRows(account.email);
    expect(row?.id).toBe(account.id);
  });

  it("the cancel link also undoes a change that was already confirmed, and voids reset links", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const newEmail = freshEmail("taken-over");
    await requestChange(session, { newEmail, currentPassword: account.password });
    const confirmToken = await tokenFrom(newEmail, "confirm-email-change");
    expect((await publicPost("/api/email-change/confirm", { token: confirmToken })).statusCode).toBe(200);
    expect((await me(session)).json().email).toBe(newEmail);
    await t.database.db.execute(
      sql`insert into password_reset_tokens (id, user_id, expires_at)
          values (${`reset-${account.id}`}, ${account.id}, now() + interval '1 hour')`,
    );

    const cancelToken = await tokenFrom(account.email, "cancel-email-change");
    expect((await publicPost("/api/email-change/cancel", { token: cancelToken })).statusCode).toBe(200);
    expect(await userRows(account.email)).toEqual([
      { id: account.id, email: account.email, verified: false },
    ]);
    expect(await userRows(newEmail)).toEqual([]);
    expect((await me(session)).statusCode).toBe(401);
    const resets = await sqlRows(
      t.database.db,
      sql`select id from password_reset_tokens where user_id = ${account.id}`,
    );
    expect(resets).toEqual([]);
  });
});

describe("no enumeration of addresses", () => {
  it("a profile change to a taken address answers exactly like a free one and tells the owner instead", async () => {
    const owner = await createAccount(t.database.db);
    const first = await createAccount(t.database.db);
    const second = await createAccount(t.database.db);
    const free = freshEmail("free");

    const toFree = await requestChange(await signedIn(t.app, first), {
      newEmail: free,
      currentPassword: first.password,
    });
    const secondSession = await signedIn(t.app, second);
    const toTaken = await requestChange(secondSession, {
      newEmail: owner.email.toUpperCase(),
      currentPassword: second.password,
    });
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.json().message).toBe(accountEmailMessages.changeSent(owner.email));
    expect(toFree.json().message).toBe(accountEmailMessages.changeSent(free));
    expect(Object.keys(toTaken.json())).toEqual(Object.keys(toFree.json()));
    expect((await emailStatus(secondSession)).json().pendingChange).toMatchObject({ email: owner.email });
    // Both old addresses get the same notice.
    expect((await mailsTo(first.email)).map((m) => m.kind)).toEqual(["email-change-notice"]);
    expect((await mailsTo(second.email)).map((m) => m.kind)).toEqual(["email-change-notice"]);
    // The owner gets a notice, not a link that could move the address.
    const ownerMails = await mailsTo(owner.email);
    expect(ownerMails.map((m) => m.kind)).toEqual(["email-in-use"]);
    expect(ownerMails[0]?.text).not.toContain("confirm-email-change");
    expect(ownerMails[0]?.text).toContain(`${publicUrl}/forgot-password`);
    expect((await me(secondSession)).json().email).toBe(second.email);
  });

  it("registration with a taken address answers like a new one, creates nothing and mails the owner", async () => {
    const owner = await createAccount(t.database.db);
    const fresh = await register(newRegistration("newcomer"));
    const taken = await register(newRegistration("copycat", owner.email.toUpperCase()));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ message: authMessages.registered });
    expect(await userRows(owner.email)).toEqual([{ id: owner.id, email: owner.email, verified: false }]);
    const mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.kind)).toEqual(["email-in-use"]);
    expect(mails[0]?.text).toContain("Someone tried to create an AI Labs account with your email address");
    expect(mails[0]?.text).toContain(`${publicUrl}/auth`);
  });

  it("a taken username still answers 409 on its field, also when the email is taken too", async () => {
    const owner = await createAccount(t.database.db);
    const sameName = await register({ ...newRegistration("dup"), username: owner.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual([
      { message: authMessages.usernameTaken, field: "userData.username" },
    ]);
    const both = await register({ ...newRegistration("dup"), username: owner.username, email: owner.email });
    expect(both.statusCode).toBe(409);
    expect(both.json().errors).toEqual([{ message: authMessages.usernameTaken, field: "userData.username" }]);
  });
});

describe("email verification", () => {
  async function guestApplication(email: string): Promise<string> {
    const [row] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`insert into bootcamp_applications
            (full_name, email, phone, country, "current_role", experience_level, background, goals)
          values ('Grace Applicant', ${email}, '+1 415 555 0100', 'Canada', 'Analyst', 'some_programming',
                  'SQL and some Python.', 'Ship an assistant.')
          returning id`,
    );
    return row!.id;
  }
  const enrollment = (session: Visitor) => call(t.app, session, "GET", "/api/bootcamp/enrollment");

  it("an unverified address does not claim someone's application; once verified by its link, it does", async () => {
    const email = freshEmail("applicant");
    const applicationId = await guestApplication(email);
    // Someone registers with that address (it has no account yet) and signs in.
    const data = newRegistration("claimer", email);
    expect((await register(data)).statusCode).toBe(201);
    const { session } = await signIn(t.app, data.username, data.password);
    expect((await me(session)).json()).toMatchObject({ email, emailVerified: false });
    const before = await enrollment(session);
    expect(before.statusCode).toBe(200);
    expect(before.json().application).toBeNull();
    expect(before.json().eligible).toBe(false);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(["email-verification"]);
    const token = await tokenFrom(email, "verify-email");
    const verified = await publicPost("/api/email/verify", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: accountEmailMessages.emailVerified });
    expect((await me(session)).json().emailVerified).toBe(true);
    expect((await enrollment(session)).json().application).toMatchObject({ id: applicationId });

    const reused = await publicPost("/api/email/verify", { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      { message: accountEmailMessages.invalidVerifyLink, field: "token" },
    ]);
  });

  it("refuses an expired verification link", async () => {
    const data = newRegistration("late");
    expect((await register(data)).statusCode).toBe(201);
    const token = await tokenFrom(data.email, "verify-email");
    const [row] = await sqlRows<{ hours: number }>(
      t.database.db,
      sql`select extract(epoch from expires_at - created_at) / 3600 as hours from email_verification_tokens
          where email = ${data.email}`,
    );
    expect(Number(row?.hours)).toBe(48);
    await t.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second' where email = ${data.email}`,
    );
    expect((await publicPost("/api/email/verify", { token })).statusCode).toBe(400);
    expect(await userRows(data.email)).toMatchObject([{ verified: false }]);
  });

  it("an application made signed in to another account is never linked by its email", async () => {
    const verifiedOwner = await createAccount(t.database.db);
    await t.database.db.execute(
      sql`update users set email_verified_at = now() where id = ${verifiedOwner.id}`,
    );
    const other = await createAccount(t.database.db);
    await t.database.db.execute(
      sql`insert into bootcamp_applications
            (user_id, full_name, email, phone, country, "current_role", experience_level, background, goals)
          values (${other.id}, 'Other', ${verifiedOwner.email}, '+1 415 555 0100', 'Canada', 'Analyst',
                  'some_programming', 'SQL.', 'Goals.')`,
    );
    const session = await signedIn(t.app, verifiedOwner);
    expect((await enrollment(session)).json().application).toBeNull();
    expect((await enrollment(await signedIn(t.app, other))).json().application).not.toBeNull();
  });

  it("resend mails a new link (the old one stops working) and is throttled per account", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    const first = await resend(session);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: accountEmailMessages.verificationSent(account.email) });
    const oldToken = await tokenFrom(account.email, "verify-email");
    expect((await resend(session)).statusCode).toBe(200);
    expect((await resend(session)).statusCode).toBe(200);
    const throttled = await resend(session);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect(await mailsTo(account.email)).toHaveLength(3);

    expect((await publicPost("/api/email/verify", { token: oldToken })).statusCode).toBe(400);
    const newest = await tokenFrom(account.email, "verify-email");
    expect((await publicPost("/api/email/verify", { token: newest })).statusCode).toBe(200);
    const done = await resend(session);
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe(accountEmailMessages.alreadyVerified);
  });

  it("the bootstrap admin and the demo accounts count as verified", async () => {
    const users = createUsersRepository(t.database.db);
    const announce = () => {};
    expect(await ensureBootstrapAdmin({ users, hasher: await createPasswordHasher() }, { announce })).toBe(
      "created",
    );
    await seedDemoData(t.database.db, { hashPassword: async (password) => `plain:${password}` });
    const rows = await sqlRows<{ username: string; verified: boolean }>(
      t.database.db,
      sql`select username, email_verified_at is not null as verified from users
          where username = 'admin' or username like 'demo-%' order by username`,
    );
    expect(rows).toEqual([
      { username: "admin", verified: true },
      ...Object.values(demoAccounts)
        .map((account) => ({ username: account.username, verified: true }))
        .sort((a, b) => a.username.localeCompare(b.username)),
    ]);
  });
});
