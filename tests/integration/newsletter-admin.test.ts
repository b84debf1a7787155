import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import {
  type AdminSubscriber,
  newsletterAdminLimits,
  newsletterAdminMessages,
  type SubscriberImportRefusal,
  type SubscriberList,
} from "#contracts/newsletter-admin.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Issue 22's admin side of the list: search and filters, the CSV import (attestation, every row checked
// first, duplicates merged, suppressed addresses skipped), the export, and erasure on request.

let t: TestApp;
let admin: TestAccount;
let adminSession: Visitor;
let domainCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.database.db, { role: "admin", name: "Grace Admin" });
  adminSession = await signedIn(t.app, admin);
});
afterAll(async () => {
  await t?.close();
});

const base = "/api/admin/newsletter/subscribers";
/** A domain of its own per test, so a search by it sees only that test's subscribers. */
const nextDomain = () => `list${++domainCounter}-${Date.now().toString(36)}.test`;

const list = (query: string, session: Visitor | null = adminSession) =>
  call(t.app, session, "GET", `${base}${query}`);
const noAttestation = Symbol("none");
const importCsv = (csv: string, attestation: unknown = true, session: Visitor | null = adminSession) =>
  call(
    t.app,
    session,
    "POST",
    `${base}/import`,
    attestation === noAttestation ? { csv } : { csv, attestation },
  );
const exportCsv = (query: string, session: Visitor | null = adminSession) =>
  call(t.app, session, "GET", `${base}/export${query}`);
const erase = (id: string, session: Visitor | null = adminSession) =>
  call(t.app, session, "DELETE", `${base}/${id}`);

type StoredRow = {
  id: string;
  email: string;
  status: string;
  source: string;
  consent_at: string | null;
  consent_page: string | null;
  consent_form: string | null;
  topics_off: string[] | string;
};

async function stored(email: string): Promise<StoredRow | undefined> {
  const [row] = await sqlRows<StoredRow>(
    t.database.db,
    sql`select id, email, status, source, consent_at, consent_page, consent_form, topics_off
        from newsletter_subscribers where email = ${email}`,
  );
  return row;
}

async function countWhere(domain: string): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from newsletter_subscribers where email like ${`%@${domain}`}`,
  );
  return Number(row?.n ?? 0);
}

/** A subscriber written directly, in a given state and created at a given time. */
async function seed(
  email: string,
  options: {
    status?: "pending" | "subscribed" | "unsubscribed";
    source?: string;
    topicsOff?: string[];
    createdAt?: string;
    consentAt?: string | null;
    consentPage?: string | null;
  } = {},
): Promise<string> {
  const topicsOff = `{${(options.topicsOff ?? []).join(",")}}`;
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into newsletter_subscribers (email, status, source, topics_off, created_at, consent_at, consent_page, consent_form)
        values (${email}, ${options.status ?? "subscribed"}, ${options.source ?? "site"}, ${topicsOff}::text[],
                ${options.createdAt ?? new Date().toISOString()}::timestamptz, ${options.consentAt ?? null}::timestamptz,
                ${options.consentPage ?? null}, ${options.consentAt ? "site-newsletter" : null})
        returning id`,
  );
  if (!row) throw new Error("no row");
  return row.id;
}

type AuditRow = {
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  before: unknown;
  after: unknown;
};

async function auditEntries(action: string): Promise<AuditRow[]> {
  return sqlRows<AuditRow>(
    t.database.db,
    sql`select action, entity_type, entity_id, summary, before, after from audit_log where action = ${action} order by at`,
  );
}

describe("access", () => {
  it("answers 401 to visitors who are not signed in, for every call", async () => {
    const visitor = await visit(t.app);
    for (const response of [
      await list("", visitor),
      await importCsv("email\nx@example.com", true, visitor),
      await exportCsv("", visitor),
      await erase("00000000-0000-4000-8000-000000000000", visitor),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(apiMessages.signInRequired);
    }
  });

  it.each<Role>(["student", "instructor", "digital_marketer"])(
    "answers 403 to a %s, and changes nothing",
    async (role) => {
      const domain = nextDomain();
      const id = await seed(`kept@${domain}`);
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      for (const response of [
        await list("", session),
        await importCsv(`email\nnew@${domain}`, true, session),
        await exportCsv("", session),
        await erase(id, session),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe(apiMessages.forbidden);
      }
      expect(await countWhere(domain)).toBe(1);
    },
  );

  it("answers 200 to an admin", async () => {
    expect((await list("")).statusCode).toBe(200);
    expect((await exportCsv("")).statusCode).toBe(200);
  });

  it("refuses an erase or an import without the anti-forgery token (403)", async () => {
    const domain = nextDomain();
    const id = await seed(`kept@${domain}`);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `${base}/${id}`,
      headers: { cookie: adminSession.cookie },
    });
    expect(deleted.statusCode).toBe(403);
    const imported = await t.app.inject({
      method: "POST",
      url: `${base}/import`,
      payload: { csv: `email\nnew@${domain}`, attestation: true },
      headers: { cookie: adminSession.cookie },
    });
    expect(imported.statusCode).toBe(403);
    expect(await countWhere(domain)).toBe(1);
  });
});

describe("search, filters and pages", () => {
  it("lists newest first with the consent, the topics received and the pause", async () => {
    const domain = nextDomain();
    await seed(`older@${domain}`, { createdAt: "2026-01-01T00:00:00Z" });
    await seed(`newer@${domain}`, {
      createdAt: "2026-02-01T00:00:00Z",
      status: "pending",
      source: "webinar",
      topicsOff: ["offers", "events"],
      consentAt: "2026-02-01T00:00:00Z",
      consentPage: "/webinars",
    });
    const response = await list(`?q=${domain}`);
    expect(response.statusCode).toBe(200);
    const body: SubscriberList = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25, pages: 1 });
    expect(body.items.map((s) => s.email)).toEqual([`newer@${domain}`, `older@${domain}`]);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      email: `newer@${domain}`,
      status: "pending",
      source: "webinar",
      consentAt: "2026-02-01T00:00:00.000Z",
      consentPage: "/webinars",
      consentForm: "site-newsletter",
      confirmedAt: null,
      unsubscribedAt: null,
      topics: ["courses", "articles"],
      pausedUntil: null,
      createdAt: "2026-02-01T00:00:00.000Z",
    } satisfies AdminSubscriber);
    expect(body.sources).toEqual(expect.arrayContaining(["site", "webinar"]));
  });

  it("matches the address case-insensitively and takes % and _ literally", async () => {
    const domain = nextDomain();
    await seed(`under_score@${domain}`);
    await seed(`underxscore@${domain}`);
    await seed(`per%cent@${domain}`);
    const emails = async (q: string) =>
      ((await list(`?q=${encodeURIComponent(q)}`)).json() as SubscriberList).items.map((s) => s.email).sort();
    expect(await emails(`UNDER_SCORE@${domain.toUpperCase()}`)).toEqual([`under_score@${domain}`]);
    expect(await emails("r%c")).toEqual([`per%cent@${domain}`]);
    expect(await emails(`  UNDERX `)).toEqual([`underxscore@${domain}`]);
  });

  it("filters by status, source and topic", async () => {
    const domain = nextDomain();
    await seed(`a@${domain}`, { status: "subscribed", source: "site" });
    await seed(`b@${domain}`, { status: "unsubscribed", source: "site", topicsOff: ["offers"] });
    await seed(`c@${domain}`, { status: "pending", source: "partner-fair", topicsOff: ["courses"] });
    const emails = async (query: string) =>
      ((await list(`?q=${domain}${query}`)).json() as SubscriberList).items.map((s) => s.email[0]).sort();
    expect(await emails("&status=unsubscribed")).toEqual(["b"]);
    expect(await emails("&status=pending")).toEqual(["c"]);
    expect(await emails("&source=partner-fair")).toEqual(["c"]);
    expect(await emails("&source=site")).toEqual(["a", "b"]);
    expect(await emails("&topic=offers")).toEqual(["a", "c"]);
    expect(await emails("&topic=courses")).toEqual(["a", "b"]);
    expect(await emails("&status=&source=&topic=")).toEqual(["a", "b", "c"]);
    expect(await emails("&status=subscribed&topic=courses")).toEqual(["a"]);
  });

  it("pages on the server", async () => {
    const domain = nextDomain();
    for (let i = 0; i < 5; i += 1)
      await seed(`p${i}@${domain}`, { createdAt: `2026-03-0${i + 1}T00:00:00Z` });
    const page = async (n: number) =>
      (await list(`?q=${domain}&pageSize=2&page=${n}`)).json() as SubscriberList;
    const first = await page(1);
    expect(first).toMatchObject({ total: 5, pages: 3, page: 1, pageSize: 2 });
    expect(first.items.map((s) => s.email)).toEqual([`p4@${domain}`, `p3@${domain}`]);
    expect((await page(3)).items.map((s) => s.email)).toEqual([`p0@${domain}`]);
    expect((await page(4)).items).toEqual([]);
  });

  it("answers 400 with a clear message to a bad filter", async () => {
    const response = await list("?status=bounced");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(newsletterAdminMessages.statusInvalid);
    expect((await list("?topic=gossip")).json().error).toBe(newsletterAdminMessages.topicInvalid);
  });
});

describe("import", () => {
  it("requires the attestation of consent", async () => {
    const domain = nextDomain();
    for (const attestation of [noAttestation, false, "yes"]) {
      const response = await importCsv(`email\nnew@${domain}`, attestation);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        message: newsletterAdminMessages.attestation,
        field: "attestation",
      });
    }
    expect(await countWhere(domain)).toBe(0);
  });

  it("adds new addresses as subscribed, with the row's consent or the import's", async () => {
    const domain = nextDomain();
    const csv = [
      "Email,consent_at,consent_page,source,topics,Name",
      `Ada@${domain.toUpperCase()},2025-03-31T09:30:00+02:00,/blog/rag,partner-fair,courses; events,Ada`,
      `bob@${domain},2025-04-01,,,,Bob`,
      `cy@${domain},,,,offers|articles,Cy`,
    ].join("\r\n");
    const before = Date.now();
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: 3,
      added: 3,
      merged: 0,
      duplicates: 0,
      skippedSuppressed: 0,
      ignoredColumns: ["name"],
    });
    const ada = await stored(`ada@${domain}`);
    expect(ada).toMatchObject({
      status: "subscribed",
      source: "partner-fair",
      consent_page: "/blog/rag",
      consent_form: "import",
    });
    expect(new Date(ada?.consent_at ?? "").toISOString()).toBe("2025-03-31T07:30:00.000Z");
    const bob = await stored(`bob@${domain}`);
    expect(bob).toMatchObject({ source: "import", consent_page: null, consent_form: "import" });
    expect(new Date(bob?.consent_at ?? "").toISOString()).toBe("2025-04-01T00:00:00.000Z");
    const cy = await stored(`cy@${domain}`);
    expect(new Date(cy?.consent_at ?? "").getTime()).toBeGreaterThanOrEqual(before - 1000);
    const listed = ((await list(`?q=${domain}`)).json() as SubscriberList).items;
    const topicsOf = (email: string) => listed.find((s) => s.email === email)?.topics;
    expect(topicsOf(`ada@${domain}`)).toEqual(["courses", "events"]);
    expect(topicsOf(`bob@${domain}`)).toEqual(["courses", "events", "articles", "offers"]);
    expect(topicsOf(`cy@${domain}`)).toEqual(["articles", "offers"]);
  });

  it("applies nothing when one row is wrong, and lists each problem's row and column", async () => {
    const domain = nextDomain();
    const csv = [
      "email,consent_at,topics",
      `good1@${domain},,`,
      "",
      `not-an-address,,`,
      `good2@${domain},2025-02-30,`,
      `good3@${domain},,gossip`,
      `good4@${domain},2999-01-01,`,
      `"good5@${domain}","2025-01-01T10:00",`,
    ].join("\n");
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const body: SubscriberImportRefusal = response.json();
    expect(body.problemCount).toBe(5);
    expect(body.error).toBe(newsletterAdminMessages.rowsInvalid(5));
    expect(body.problems).toEqual([
      { row: 4, column: "email", message: "Invalid email" },
      { row: 5, column: "consent_at", message: newsletterAdminMessages.consentAtInvalid },
      { row: 6, column: "topics", message: newsletterAdminMessages.topicUnknown("gossip") },
      { row: 7, column: "consent_at", message: newsletterAdminMessages.consentAtFuture },
      { row: 8, column: "consent_at", message: newsletterAdminMessages.consentAtInvalid },
    ]);
    expect(body.errors.slice(0, 2)).toEqual([
      { message: body.error },
      { message: "Row 4, email: Invalid email", field: "rows.4.email" },
    ]);
    expect(await countWhere(domain)).toBe(0);
  });

  it("refuses a file without an email column, unreadable CSV and a header alone", async () => {
    for (const [csv, message] of [
      ["address\nx@example.com", newsletterAdminMessages.noHeader],
      ['email\nx@example.com\n"open', undefined],
      ["email,consent_at\n", newsletterAdminMessages.noRows],
      ["email,email\nx@example.com,y@example.com", newsletterAdminMessages.duplicateColumn("email")],
    ] as const) {
      const response = await importCsv(csv);
      expect(response.statusCode, csv).toBe(400);
      const body: SubscriberImportRefusal = response.json();
      expect(body.problems?.[0]?.row).toBe(0);
      expect(body.errors[1]?.field).toBe("csv");
      expect(body.error).toBe(newsletterAdminMessages.rowsInvalid(1));
      if (message) expect(body.problems?.[0]?.message).toBe(message);
      else expect(body.problems?.[0]?.message).toMatch(/^The file is not valid CSV: /);
    }
  });

  it("merges duplicates within the file into one subscriber", async () => {
    const domain = nextDomain();
    const csv = [
      "email,consent_at,consent_page,topics",
      `dup@${domain},2025-05-02,,courses`,
      `DUP@${domain},2025-05-01,/events,events`,
      ` dup@${domain} ,,,`,
    ].join("\n");
    const response = await importCsv(csv);
    expect(response.json()).toMatchObject({ rows: 3, added: 1, merged: 0, duplicates: 2 });
    const row = await stored(`dup@${domain}`);
    expect(new Date(row?.consent_at ?? "").toISOString()).toBe("2025-05-01T00:00:00.000Z");
    expect(row?.consent_page).toBe("/events");
    const [listed] = ((await list(`?q=dup@${domain}`)).json() as SubscriberList).items;
    expect(listed?.topics).toEqual(["courses", "events"]);
  });

  it("merges existing addresses: status kept (no resubscribing), missing consent filled, a recorded one kept", async () => {
    const domain = nextDomain();
    await seed(`gone@${domain}`, { status: "unsubscribed", source: "site", topicsOff: ["offers"] });
    await seed(`known@${domain}`, {
      status: "subscribed",
      consentAt: "2024-01-01T00:00:00Z",
      consentPage: "/about",
    });
    const csv = [
      "email,consent_at,consent_page,source,topics",
      `gone@${domain},2025-01-01,/imported,fair,courses`,
      `known@${domain},2025-01-01,/imported,fair,`,
    ].join("\n");
    const response = await importCsv(csv);
    expect(response.json()).toMatchObject({ added: 0, merged: 2, skippedSuppressed: 0 });
    const gone = await stored(`gone@${domain}`);
    expect(gone).toMatchObject({
      status: "unsubscribed",
      source: "site",
      consent_page: "/imported",
      consent_form: "import",
    });
    expect(new Date(gone?.consent_at ?? "").toISOString()).toBe("2025-01-01T00:00:00.000Z");
    const known = await stored(`known@${domain}`);
    expect(known).toMatchObject({
      status: "subscribed",
      consent_page: "/about",
      consent_form: "site-newsletter",
    });
    expect(new Date(known?.consent_at ?? "").toISOString()).toBe("2024-01-01T00:00:00.000Z");
    const [listedGone] = ((await list(`?q=gone@${domain}`)).json() as SubscriberList).items;
    expect(listedGone?.topics).toEqual(["courses", "events", "articles"]);
  });

  it("skips addresses on the suppression list and counts them", async () => {
    const domain = nextDomain();
    await t.database.db.execute(
      sql`insert into mail_suppressions (email_hash, reason, source) values (${suppressionHash(`bounced@${domain}`)}, 'hard-bounce', 'generic')`,
    );
    const response = await importCsv(`email\nBounced@${domain}\nfine@${domain}`);
    expect(response.json()).toMatchObject({ rows: 2, added: 1, skippedSuppressed: 1 });
    expect(await stored(`bounced@${domain}`)).toBeUndefined();
    expect(await stored(`fine@${domain}`)).toBeDefined();
  });

  it("records the import in the audit log with counts and no address", async () => {
    const domain = nextDomain();
    const response = await importCsv(`email\naudited@${domain}`);
    expect(response.statusCode).toBe(200);
    const entries = await auditEntries("newsletter.import");
    const entry = entries.find(
      (e) => JSON.stringify(e.after).includes('"added":1') && e.summary.includes("1 row:"),
    );
    expect(entry).toMatchObject({ entity_type: "newsletter_subscribers", entity_id: null });
    const everything = JSON.stringify(await sqlRows(t.database.db, sql`select * from audit_log`));
    expect(everything).not.toContain(domain);
  });

  it("refuses a file over the size limit", async () => {
    const large = await importCsv(`email\n${"x".repeat(newsletterAdminLimits.csvChars)}`);
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe(newsletterAdminMessages.csvTooLarge);
    const huge = await importCsv(`email\n${"x".repeat(newsletterAdminLimits.csvChars * 2 + 2048)}`);
    expect(huge.statusCode).toBe(413);
  });
});

describe("export", () => {
  it("answers the filtered list as CSV, quoted by RFC 4180, formula-like cells defused, and audited", async () => {
    const domain = nextDomain();
    await seed(`plain@${domain}`, {
      createdAt: "2026-01-02T00:00:00Z",
      consentAt: "2026-01-02T00:00:00Z",
      consentPage: '/a,"b"',
    });
    await seed(`formula@${domain}`, {
      createdAt: "2026-01-03T00:00:00Z",
      source: '=HYPERLINK("http://evil.test")',
      topicsOff: ["offers"],
    });
    await seed(`other@${domain}`, { status: "unsubscribed" });
    const response = await exportCsv(`?q=${domain}&status=subscribed`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe(
      "email,status,source,consent_at,consent_page,consent_form,confirmed_at,unsubscribed_at,topics,paused_until,created_at",
    );
    expect(lines[1]).toBe(
      `formula@${domain},subscribed,"'=HYPERLINK(""http://evil.test"")",,,,,,courses;events;articles,,2026-01-03T00:00:00.000Z`,
    );
    expect(lines[2]).toBe(
      `plain@${domain},subscribed,site,2026-01-02T00:00:00.000Z,"/a,""b""",site-newsletter,,,courses;events;articles;offers,,2026-01-02T00:00:00.000Z`,
    );
    expect(lines.slice(3)).toEqual([""]);
    const entries = await auditEntries("newsletter.export");
    expect(entries.at(-1)).toMatchObject({ entity_type: "newsletter_subscribers" });
    expect(entries.at(-1)?.after).toMatchObject({ count: 2, searched: true, status: "subscribed" });
  });

  it("imports its own export back unchanged", async () => {
    const domain = nextDomain();
    await seed(`round@${domain}`, {
      source: "=1+2",
      topicsOff: ["events"],
      consentAt: "2025-06-01T00:00:00Z",
      consentPage: "/x",
    });
    const exported = (await exportCsv(`?q=${domain}`)).body;
    const response = await importCsv(exported);
    expect(response.json()).toMatchObject({
      rows: 1,
      added: 0,
      merged: 1,
      ignoredColumns: expect.arrayContaining(["status", "created_at"]),
    });
    expect(await stored(`round@${domain}`)).toMatchObject({ source: "=1+2", consent_page: "/x" });
  });
});

describe("erase on request", () => {
  it("deletes the subscriber and their newsletter mails, keeps a suppression hash, and a re-import skips them", async () => {
    const domain = nextDomain();
    const email = `erase.me@${domain}`;
    await importCsv(`email,source\n${email},fair`);
    const id = (await stored(email))?.id ?? "";
    for (const kind of ["newsletter-confirm", "newsletter-campaign"])
      await t.database.db.execute(
        sql`insert into mail_outbox ("to", subject, text, kind, status) values (${email}, 'News', 'Hello', ${kind}, 'sent')`,
      );
    await t.database.db.execute(
      sql`insert into mail_outbox ("to", subject, text, kind) values (${email}, 'Reset', 'Link', 'password-reset')`,
    );

    const response = await erase(id);
    expect(response.statusCode).toBe(204);
    expect(await stored(email)).toBeUndefined();
    const mails = await sqlRows<{ kind: string }>(
      t.database.db,
      sql`select kind from mail_outbox where "to" = ${email}`,
    );
    expect(mails.map((m) => m.kind)).toEqual(["password-reset"]);
    const [suppression] = await sqlRows<{ reason: string; source: string }>(
      t.database.db,
      sql`select reason, source from mail_suppressions where email_hash = ${suppressionHash(email)}`,
    );
    expect(suppression).toEqual({ reason: "erased", source: "admin" });

    const entries = await auditEntries("newsletter.erase");
    const entry = entries.find((e) => e.entity_id === id);
    expect(entry).toMatchObject({ entity_type: "newsletter_subscriber" });
    expect(entry?.summary).toContain(suppressionHash(email).slice(0, 12));
    expect(entry?.summary).toContain("2 newsletter mails deleted");
    expect(JSON.stringify(entry)).not.toContain(domain);
    // No catch-all `request` entry beside it (it would hold the route's parameters only, but once is enough).
    const requests = await sqlRows(
      t.database.db,
      sql`select 1 from audit_log where action = 'request' and entity_id = ${id}`,
    );
    expect(requests).toHaveLength(0);

    const again = await importCsv(`email\n${email.toUpperCase()}`);
    expect(again.json()).toMatchObject({ added: 0, merged: 0, skippedSuppressed: 1 });
    expect(await stored(email)).toBeUndefined();
  });

  it("answers 404 to an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await erase(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(newsletterAdminMessages.subscriberNotFound);
    }
  });
});
