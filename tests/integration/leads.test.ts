import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type AdminLeadsPage, isValidPhone, type LeadDetail, leadsMessages } from "#contracts/leads.ts";
import { apiMessages } from "#contracts/messages.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;
let admin: TestAccount;
let adminSession: Visitor;
let visitor: Visitor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.database.db, { role: "admin", name: "Ada Admin" });
  adminSession = await signedIn(t.app, admin);
  visitor = await visit(t.app);
});
afterAll(async () => {
  await t?.close();
});

const callback = (body: unknown) => call(t.app, visitor, "POST", "/api/callback-request", body);
const list = (query: string, session: Visitor | null = adminSession) =>
  call(t.app, session, "GET", `/api/admin/leads${query}`);
const detail = (id: string, session: Visitor | null = adminSession) =>
  call(t.app, session, "GET", `/api/admin/leads/${id}`);
const patch = (id: string, body: unknown, session: Visitor | null = adminSession) =>
  call(t.app, session, "PATCH", `/api/admin/leads/${id}`, body);
const note = (id: string, body: unknown, session: Visitor | null = adminSession) =>
  call(t.app, session, "POST", `/api/admin/leads/${id}/notes`, body);

const valid = {
  name: "Lin Callback",
  phone: "+1 (555) 010-2030",
  preferredTime: "morning",
  topic: "bootcamp",
};

async function insertLead(kind: string, name: string, createdAt: string, status = "new"): Promise<string> {
  const rows = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into leads (kind, status, name, email, created_at, updated_at)
        values (${kind}, ${status}, ${name}, ${`${name.replace(/\W/g, "").toLowerCase()}@example.com`},
                ${createdAt}::timestamptz, ${createdAt}::timestamptz)
        returning id`,
  );
  return rows[0]!.id;
}

describe("the phone rule", () => {
  it.each([
    ["+1 (555) 010-2030", true],
    ["020 7946 0958", false],
    ["2079460958", true],
    ["+44 20 7946 0958", true],
    ["12345678", false],
    ["+0123456789", false],
    ["12345678901234567", false],
    ["555-CALL-NOW", false],
  ])("%s is %s", (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe("POST /api/callback-request", () => {
  it("stores a callback lead with the preferred time and topic", async () => {
    const response = await callback(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(leadsMessages.callbackSuccessBody);
    const rows = await sqlRows<{
      kind: string;
      status: string;
      phone: string;
      details: Record<string, unknown>;
    }>(t.database.db, sql`select kind, status, phone, details from leads where name = 'Lin Callback'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "callback", status: "new", phone: "+1 (555) 010-2030" });
    expect(rows[0]?.details).toMatchObject({ preferredTime: "morning", topic: "bootcamp" });
  });

  it("refuses an invalid phone with the form's message", async () => {
    const response = await callback({ ...valid, phone: "12345" });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(leadsMessages.phoneInvalid);
  });

  it.each([
    [{ ...valid, name: "" }],
    [{ ...valid, name: "x".repeat(121) }],
    [{ ...valid, preferredTime: "midnight" }],
    [{ ...valid, topic: "astrology" }],
    [{ name: "No phone", preferredTime: "morning", topic: "other" }],
  ])("refuses %j", async (body) => {
    expect((await callback(body)).statusCode).toBe(400);
  });

  it("needs the anti-forgery token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/callback-request", payload: valid });
    expect(response.statusCode).toBe(403);
  });
});

describe("admin access", () => {
  it("answers 401 to visitors who are not signed in", async () => {
    const anonymous = await visit(t.app);
    const id = await insertLead("contact", "Access Check", "2026-01-01T00:00:00Z");
    const read = await list("", anonymous);
    expect(read.statusCode).toBe(401);
    expect(read.json().error).toBe(apiMessages.signInRequired);
    expect((await detail(id, anonymous)).statusCode).toBe(401);
    expect((await patch(id, { status: "closed" }, anonymous)).statusCode).toBe(401);
    expect((await note(id, { text: "hi" }, anonymous)).statusCode).toBe(401);
  });

  it.each<Role>(["student", "instructor", "digital_marketer"])("answers 403 to a %s", async (role) => {
    const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
    const id = await insertLead("contact", `Forbidden ${role}`, "2026-01-01T00:00:00Z");
    const read = await list("", session);
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toBe(apiMessages.forbidden);
    expect((await detail(id, session)).statusCode).toBe(403);
    expect((await patch(id, { status: "closed" }, session)).statusCode).toBe(403);
    expect((await note(id, { text: "hi" }, session)).statusCode).toBe(403);
    const rows = await sqlRows<{ status: string }>(
      t.database.db,
      sql`select status from leads where id = ${id}`,
    );
    expect(rows[0]?.status).toBe("new");
  });
});

describe("the inbox", () => {
  let older: string;
  let middle: string;
  let newest: string;
  beforeAll(async () => {
    older = await insertLead("contact", "Inbox Older", "2030-01-01T10:00:00Z");
    middle = await insertLead("chat", "Inbox Middle", "2030-01-02T10:00:00Z", "contacted");
    newest = await insertLead("callback", "Inbox Newest", "2030-01-03T10:00:00Z");
  });

  it("lists every kind, newest first, with a total", async () => {
    const response = await list("?pageSize=3");
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminLeadsPage;
    expect(body.items.map((lead) => lead.id)).toEqual([newest, middle, older]);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body).toMatchObject({ page: 1, pageSize: 3 });
  });

  it("filters by kind and by status, and pages", async () => {
    const chats = (await list("?kind=chat")).json() as AdminLeadsPage;
    expect(chats.items.every((lead) => lead.kind === "chat")).toBe(true);
    expect(chats.items.map((lead) => lead.id)).toContain(middle);
    const contacted = (await list("?status=contacted")).json() as AdminLeadsPage;
    expect(contacted.items.every((lead) => lead.status === "contacted")).toBe(true);
    const both = (await list("?kind=callback&status=new")).json() as AdminLeadsPage;
    expect(both.items[0]?.id).toBe(newest);
    expect(both.items.every((lead) => lead.kind === "callback" && lead.status === "new")).toBe(true);
    const second = (await list("?page=2&pageSize=1")).json() as AdminLeadsPage;
    expect(second.items.map((lead) => lead.id)).toEqual([middle]);
    const cleared = await list("?kind=&status=");
    expect(cleared.statusCode).toBe(200);
  });

  it("refuses unknown filters and page sizes", async () => {
    expect((await list("?kind=fax")).statusCode).toBe(400);
    expect((await list("?status=won")).statusCode).toBe(400);
    expect((await list("?pageSize=500")).statusCode).toBe(400);
    expect((await list("?page=0")).statusCode).toBe(400);
  });
});

describe("one lead", () => {
  it("shows a chat's transcript in order, as stored text", async () => {
    const leadId = await insertLead("chat", "Chatty Visitor", "2030-02-01T10:00:00Z");
    const [conversation] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`insert into chat_conversations (lead_id, visitor_key, name, email, phone)
          values (${leadId}, 'key-1', 'Chatty Visitor', 'chatty@example.com', '+15550102030') returning id`,
    );
    await t.database.db.execute(sql`
      insert into chat_messages (conversation_id, sender, text, created_at) values
        (${conversation!.id}, 'user', '<b>How much</b> is the bootcamp?', '2030-02-01T10:00:01Z'),
        (${conversation!.id}, 'agent', 'It costs $4,000.', '2030-02-01T10:00:02Z')`);
    const response = await detail(leadId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as LeadDetail;
    expect(body).toMatchObject({ id: leadId, kind: "chat", name: "Chatty Visitor", notes: [] });
    expect(body.transcript).toEqual([
      { sender: "user", text: "<b>How much</b> is the bootcamp?", createdAt: "2030-02-01T10:00:01.000Z" },
      { sender: "agent", text: "It costs $4,000.", createdAt: "2030-02-01T10:00:02.000Z" },
    ]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
      const response = await detail(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(leadsMessages.leadNotFound);
      expect((await patch(id, { status: "closed" })).statusCode).toBe(404);
      expect((await note(id, { text: "x" })).statusCode).toBe(404);
    }
  });

  it("changes the status", async () => {
    const id = await insertLead("callback", "Status Change", "2030-03-01T10:00:00Z");
    const response = await patch(id, { status: "contacted" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as LeadDetail).status).toBe("contacted");
    expect(((await detail(id)).json() as LeadDetail).status).toBe("contacted");
    expect((await patch(id, { status: "won" })).statusCode).toBe(400);
    expect((await patch(id, { status: "closed", name: "x" })).statusCode).toBe(400);
  });

  it("adds notes authored by the admin, oldest first", async () => {
    const id = await insertLead("contact", "Noted Lead", "2030-04-01T10:00:00Z");
    const first = await note(id, { text: "  Called, no answer.  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: "Called, no answer.", authorName: "Ada Admin" });
    await note(id, { text: "Second try: interested in the bootcamp." });
    const body = (await detail(id)).json() as LeadDetail;
    expect(body.notes.map((n) => n.text)).toEqual([
      "Called, no answer.",
      "Second try: interested in the bootcamp.",
    ]);
    const rows = await sqlRows<{ author_id: string }>(
      t.database.db,
      sql`select author_id from lead_notes where lead_id = ${id}`,
    );
    expect(rows.every((row) => row.author_id === admin.id)).toBe(true);
  });

  it("refuses an empty or too long note", async () => {
    const id = await insertLead("contact", "Note Limits", "2030-04-02T10:00:00Z");
    expect((await note(id, { text: "   " })).statusCode).toBe(400);
    expect((await note(id, { text: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await note(id, { text: "x".repeat(2000) })).statusCode).toBe(201);
  });
});

describe("the marketer overview", () => {
  it("counts leads by source over the last 30 days", async () => {
    const marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
    const read = async () =>
      (await call(t.app, marketer, "GET", "/api/dashboard/digital-marketer/overview")).json()
        .leadsBySource as Record<string, number>;
    const before = await read();
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    await insertLead("chat", "Recent Chat", daysAgo(1));
    await insertLead("callback", "Recent Callback", daysAgo(10));
    await insertLead("contact", "Recent Contact", daysAgo(0));
    await insertLead("contact", "Old Contact", daysAgo(45));
    const after = await read();
    expect(after).toEqual({
      contact: before.contact! + 1,
      callback: before.callback! + 1,
      chat: before.chat! + 1,
      corporate: before.corporate!,
    });
  });
});
