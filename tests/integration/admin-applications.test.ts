import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BootcampBatch } from "#contracts/admissions.ts";
import type {
  ApplicationBoard,
  ApplicationDetail,
  ApplicationPage,
  ApplicationTemplate,
  BulkStatusResult,
  RenderedStatusMail,
} from "#contracts/application-pipeline.ts";
import { applicationPipelineMessages } from "#contracts/application-pipeline-text.ts";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import { apiMessages } from "#contracts/messages.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Issue 17, decision 0043: the admin's applications pipeline. Applications come in through the public
// form (or straight into the table for the list's sake); admins read, annotate, move and mail them.

const publicUrl = "http://ailabs.test";
let t: TestApp;
let admin: TestAccount;
let adminSession: Visitor;
let cohort: BootcampBatch;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  admin = await createAccount(t.database.db, { role: "admin", name: "Ada Admissions" });
  adminSession = await signedIn(t.app, admin);
  cohort = (
    (await t.app.inject({ method: "GET", url: "/api/bootcamp/batches" })).json() as BootcampBatch[]
  )[0]!;
});
afterAll(async () => {
  await t?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** An application through the public form; answers its id. */
async function apply(
  overrides: Record<string, unknown> = {},
  session?: Visitor,
): Promise<{ id: string; email: string }> {
  const email = (overrides.email as string | undefined) ?? `applicant.${unique()}@example.com`;
  const response = await call(t.app, session ?? (await visit(t.app)), "POST", "/api/bootcamp/applications", {
    fullName: "Amara Okonkwo",
    email,
    phone: "+1 415 555 0199",
    country: "Nigeria",
    currentRole: "Backend developer",
    experienceLevel: "professional_developer",
    background: "Five years of Python and Go services; I built a payments pipeline.",
    goals: "Ship a retrieval assistant and move into AI engineering.",
    preferredBatchId: cohort.id,
    portfolioUrl: "https://github.com/amara-dev",
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().applicationId, email };
}

/** An application written straight into the table (any status, any date). */
async function insertApplication(values: {
  fullName?: string;
  email?: string;
  status?: string;
  experience?: string;
  createdAt?: string;
  batchId?: string | null;
  currentRole?: string;
}): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into bootcamp_applications
          (full_name, email, phone, country, "current_role", experience_level, background, goals, status,
           preferred_batch_id, created_at)
        values (${values.fullName ?? "Test Applicant"}, ${values.email ?? `t.${unique()}@example.com`},
                '+1 415 555 0100', 'Canada', ${values.currentRole ?? "Analyst"},
                ${values.experience ?? "some_programming"}, 'SQL and dashboards.', 'Build assistants.',
                ${values.status ?? "submitted"}, ${values.batchId ?? null},
                ${values.createdAt ?? new Date().toISOString()})
        returning id`,
  );
  return row!.id;
}

const detailOf = async (id: string): Promise<ApplicationDetail> =>
  (await call(t.app, adminSession, "GET", `/api/admin/applications/${id}`)).json();

async function outboxTo(email: string) {
  return sqlRows<{ subject: string; text: string; html: string; kind: string }>(
    t.database.db,
    sql`select subject, text, html, kind from mail_outbox where "to" = ${email} order by created_at`,
  );
}

async function auditOf(id: string, action?: string): Promise<AuditLogPage> {
  const query = `?entityType=application&entityId=${id}${action ? `&action=${action}` : ""}`;
  return (await call(t.app, adminSession, "GET", `/api/admin/audit-log${query}`)).json();
}

describe("access", () => {
  const fakeId = "00000000-0000-4000-8000-000000000000";
  const routes: [method: "GET" | "POST" | "PUT", url: string, body?: unknown][] = [
    ["GET", "/api/admin/applications"],
    ["GET", "/api/admin/applications/board"],
    ["GET", "/api/admin/applications.csv"],
    ["POST", "/api/admin/applications/bulk-status", { status: "in_review", notify: false, items: [] }],
    ["GET", `/api/admin/applications/${fakeId}`],
    ["POST", `/api/admin/applications/${fakeId}/notes`, { body: "x" }],
    ["POST", `/api/admin/applications/${fakeId}/status-preview`, { status: "accepted" }],
    ["POST", `/api/admin/applications/${fakeId}/status`, { status: "accepted", version: 1, notify: false }],
    ["GET", "/api/admin/application-templates"],
    ["PUT", "/api/admin/application-templates/accepted", { subject: "s", body: "b", version: 1 }],
  ];

  it("answers 401 to visitors and 403 to students, instructors and marketers on every route", async () => {
    const visitor = await visit(t.app);
    const sessions = await Promise.all(
      (["student", "instructor", "digital_marketer"] as const).map(async (role) =>
        signedIn(t.app, await createAccount(t.database.db, { role })),
      ),
    );
    for (const [method, url, body] of routes) {
      expect((await call(t.app, visitor, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const session of sessions) {
        const response = await call(t.app, session, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error).toBe(apiMessages.forbidden);
      }
    }
  });

  it("answers 404 for a malformed or unknown id, never a database error", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await call(t.app, adminSession, "GET", `/api/admin/applications/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(applicationPipelineMessages.notFound);
    }
    const status = await call(t.app, adminSession, "POST", "/api/admin/applications/zzz/status", {
      status: "accepted",
      version: 1,
      notify: false,
    });
    expect(status.statusCode).toBe(404);
  });
});

describe("list, filters, board and detail", () => {
  it("filters by status, cohort, experience, dates and searches name or email; newest first, paged", async () => {
    const tag = unique();
    const ids = {
      old: await insertApplication({
        fullName: `Zed Old ${tag}`,
        createdAt: "2025-01-10T12:00:00Z",
        experience: "none",
      }),
      mid: await insertApplication({
        fullName: `Mia Mid ${tag}`,
        createdAt: "2025-02-10T12:00:00Z",
        status: "interview",
        batchId: cohort.id,
      }),
      new: await insertApplication({
        fullName: `Nia New ${tag}`,
        email: `nia.${tag}@example.com`,
        createdAt: "2025-03-10T12:00:00Z",
        experience: "data_or_ml",
      }),
    };
    const list = async (query: string): Promise<ApplicationPage> => {
      const response = await call(t.app, adminSession, "GET", `/api/admin/applications?q=${tag}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await list("")).items.map((item) => item.id)).toEqual([ids.new, ids.mid, ids.old]);
    expect((await list("&status=interview")).items.map((item) => item.id)).toEqual([ids.mid]);
    expect((await list(`&batch=${cohort.id}`)).items.map((item) => item.id)).toEqual([ids.mid]);
    expect((await list("&experience=data_or_ml")).items.map((item) => item.id)).toEqual([ids.new]);
    expect((await list("&from=2025-02-10&to=2025-02-10")).items.map((item) => item.id)).toEqual([ids.mid]);
    expect((await list("&status=&batch=&experience=&from=&to=")).total).toBe(3);
    const page2 = await list("&pageSize=2&page=2");
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((item) => item.id)).toEqual([ids.old]);
    // Search by email; % is searched for, not a wildcard.
    const byEmail = await call(t.app, adminSession, "GET", `/api/admin/applications?q=nia.${tag}@`);
    expect((byEmail.json() as ApplicationPage).items.map((item) => item.id)).toEqual([ids.new]);
    expect((await call(t.app, adminSession, "GET", "/api/admin/applications?q=%25%25%25")).json().total).toBe(
      0,
    );

    const board = (
      await call(t.app, adminSession, "GET", `/api/admin/applications/board?q=${tag}`)
    ).json() as ApplicationBoard;
    expect(board.columns.map((column) => column.status)).toEqual([
      "submitted",
      "in_review",
      "interview",
      "accepted",
      "waitlisted",
      "rejected",
      "withdrawn",
    ]);
    expect(board.columns.find((column) => column.status === "submitted")).toMatchObject({ count: 2 });
    expect(board.columns.find((column) => column.status === "interview")?.items[0]?.id).toBe(ids.mid);
  });

  it("refuses bad filters with a clear message", async () => {
    for (const [query, message] of [
      ["status=under_review", applicationPipelineMessages.statusInvalid],
      ["batch=nope", applicationPipelineMessages.batchInvalid],
      ["experience=guru", applicationPipelineMessages.experienceInvalid],
      ["from=2025-13", applicationPipelineMessages.dateInvalid],
      ["page=0", applicationPipelineMessages.pageInvalid],
      ["pageSize=500", applicationPipelineMessages.pageSizeInvalid],
    ] as const) {
      const response = await call(t.app, adminSession, "GET", `/api/admin/applications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe(message);
    }
  });

  it("shows every answer, the portfolio link, notes (audited) and history", async () => {
    const { id } = await apply();
    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      id,
      fullName: "Amara Okonkwo",
      status: "submitted",
      version: 1,
      phone: "+1 415 555 0199",
      country: "Nigeria",
      currentRole: "Backend developer",
      experienceLevel: "professional_developer",
      portfolioUrl: "https://github.com/amara-dev",
      batch: { id: cohort.id },
      hasAccount: false,
      notes: [],
      history: [],
    });
    expect(detail.background).toContain("payments pipeline");
    expect(detail.nextStatuses).toContain("in_review");

    const empty = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/notes`, {
      body: "  ",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(applicationPipelineMessages.noteRequired);
    const note = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/notes`, {
      body: "Strong Go background; ask about ML basics.",
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      authorName: "Ada Admissions",
      body: "Strong Go background; ask about ML basics.",
    });
    expect((await detailOf(id)).notes).toHaveLength(1);
    const audit = await auditOf(id, "application.note");
    expect(audit.items[0]).toMatchObject({
      actorId: admin.id,
      after: { body: "Strong Go background; ask about ML basics." },
    });
  });
});

describe("status changes", () => {
  it("previews exactly what it sends, mails the accepted applicant the enroll link, records history and audit", async () => {
    const { id, email } = await apply();
    const preview = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status-preview`, {
      status: "accepted",
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rendered = preview.json() as RenderedStatusMail;
    const enrollUrl = `${publicUrl}/ai-bootcamp/enroll?batch=${cohort.id}`;
    expect(rendered.to).toBe(email);
    expect(rendered.subject).toBe("You're accepted to the AI Labs bootcamp");
    expect(rendered.text).toContain("Hi Amara Okonkwo,");
    expect(rendered.text).toContain(enrollUrl);
    expect(rendered.html).toContain(`href="${enrollUrl}"`);
    // The preview changed nothing and left no audit entry.
    expect((await detailOf(id)).status).toBe("submitted");
    expect((await auditOf(id)).total).toBe(0);

    const change = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "accepted",
      version: 1,
      notify: true,
    });
    expect(change.statusCode, change.body).toBe(200);
    const after = change.json() as ApplicationDetail;
    expect(after).toMatchObject({ status: "accepted", version: 2, nextStatuses: ["withdrawn"] });
    expect(after.history[0]).toMatchObject({
      fromStatus: "submitted",
      toStatus: "accepted",
      byName: "Ada Admissions",
      mailSubject: rendered.subject,
    });
    const mails = (await outboxTo(email)).filter((mail) => mail.kind === "application-status");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: rendered.subject, text: rendered.text, html: rendered.html });

    const audit = await auditOf(id, "application.status");
    expect(audit.total).toBe(1);
    expect(audit.items[0]).toMatchObject({
      actorId: admin.id,
      before: { status: "submitted", version: 1 },
      after: { status: "accepted", version: 2, mailed: true },
    });
  });

  it("sends the admin's edited text for one mail, or no mail at all", async () => {
    const { id, email } = await apply();
    const edited = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "interview",
      version: 1,
      notify: true,
      subject: "Interview for {name}",
      body: "Hi {name},\n\nPick a time: {startUrl}",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [mail] = (await outboxTo(email)).filter((m) => m.kind === "application-status");
    expect(mail?.subject).toBe("Interview for Amara Okonkwo");
    expect(mail?.text).toBe(`Hi Amara Okonkwo,\n\nPick a time: ${publicUrl}/ai-bootcamp/start`);

    const silent = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "waitlisted",
      version: 2,
      notify: false,
    });
    expect(silent.statusCode).toBe(200);
    expect((silent.json() as ApplicationDetail).history[0]).toMatchObject({
      toStatus: "waitlisted",
      mailSubject: null,
    });
    expect((await outboxTo(email)).filter((m) => m.kind === "application-status")).toHaveLength(1);
  });

  it("refuses a move the pipeline does not allow, the same status and an unknown placeholder", async () => {
    const id = await insertApplication({ status: "accepted" });
    const refused = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "rejected",
      version: 1,
      notify: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(applicationPipelineMessages.transitionRefused("Accepted", "Rejected"));
    const same = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "accepted",
      version: 1,
      notify: false,
    });
    expect(same.json().error).toBe(applicationPipelineMessages.sameStatus);
    const typo = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "withdrawn",
      version: 1,
      notify: true,
      body: "Hi {nmae}",
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error).toBe(applicationPipelineMessages.unknownPlaceholder(["nmae"]));
    const noVersion = await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "withdrawn",
      notify: false,
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error).toBe(recordVersionMessages.invalid);
  });

  it("answers 409 to the second of two admins changing the same version, at once too", async () => {
    const id = await insertApplication({});
    const other = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
    const [a, b] = await Promise.all([
      call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
        status: "in_review",
        version: 1,
        notify: false,
      }),
      call(t.app, other, "POST", `/api/admin/applications/${id}/status`, {
        status: "rejected",
        version: 1,
        notify: false,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toBe(recordVersionMessages.conflict("application"));
    const detail = await detailOf(id);
    expect(detail.version).toBe(2);
    expect(detail.history).toHaveLength(1);
  });

  it("escapes the applicant's text in the HTML mail", async () => {
    const payload = `<img src=x onerror=alert(1)> "Eve" & <script>alert('x')</script>`;
    const { id, email } = await apply({ fullName: payload });
    const preview = (
      await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status-preview`, {
        status: "accepted",
        body: "Hi {name}, <b>welcome</b>\n\n{enrollUrl}",
      })
    ).json() as RenderedStatusMail;
    expect(preview.html).not.toContain("<img");
    expect(preview.html).not.toContain("<script>");
    expect(preview.html).not.toContain("<b>welcome");
    expect(preview.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Eve&quot; &amp; &lt;script&gt;");
    expect(preview.html).toContain("&lt;b&gt;welcome&lt;/b&gt;");
    // The text part is plain text: the name as written.
    expect(preview.text).toContain(payload);
    await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
      status: "accepted",
      version: 1,
      notify: true,
    });
    const [mail] = (await outboxTo(email)).filter((m) => m.kind === "application-status");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("an accepted applicant may enroll under selective admission", async () => {
    await t.database.db.execute(
      sql`update site_settings set value = 'false' where key = 'bootcamp_open_admission'`,
    );
    try {
      const account = await createAccount(t.database.db);
      const session = await signedIn(t.app, account);
      const { id } = await apply({ email: account.email }, session);
      const before = (await call(t.app, session, "GET", "/api/bootcamp/enrollment")).json();
      expect(before.eligible).toBe(false);
      await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status`, {
        status: "accepted",
        version: 1,
        notify: true,
      });
      const after = (await call(t.app, session, "GET", "/api/bootcamp/enrollment")).json();
      expect(after).toMatchObject({ eligible: true, application: { id, status: "accepted" } });
    } finally {
      await t.database.db.execute(
        sql`update site_settings set value = 'true' where key = 'bootcamp_open_admission'`,
      );
    }
  });
});

describe("bulk status change", () => {
  it("moves the rows it can in one transaction, mails and audits each, and reports every row", async () => {
    const first = await apply();
    const second = await apply();
    const accepted = await insertApplication({ status: "accepted" });
    const stale = await insertApplication({});
    await t.database.db.execute(sql`update bootcamp_applications set version = 3 where id = ${stale}`);
    const response = await call(t.app, adminSession, "POST", "/api/admin/applications/bulk-status", {
      status: "rejected",
      notify: true,
      items: [
        { id: first.id, version: 1 },
        { id: second.id, version: 1 },
        { id: accepted, version: 1 },
        { id: stale, version: 1 },
        { id: "00000000-0000-4000-8000-000000000000", version: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as BulkStatusResult;
    expect(result.changed).toBe(2);
    expect(result.results).toEqual([
      { id: first.id, ok: true, error: null, mailed: true },
      { id: second.id, ok: true, error: null, mailed: true },
      {
        id: accepted,
        ok: false,
        error: applicationPipelineMessages.transitionRefused("Accepted", "Rejected"),
        mailed: false,
      },
      { id: stale, ok: false, error: recordVersionMessages.conflict("application"), mailed: false },
      {
        id: "00000000-0000-4000-8000-000000000000",
        ok: false,
        error: applicationPipelineMessages.notFound,
        mailed: false,
      },
    ]);
    for (const { id, email } of [first, second]) {
      expect((await detailOf(id)).status).toBe("rejected");
      expect((await outboxTo(email)).filter((m) => m.kind === "application-status")).toHaveLength(1);
      expect((await auditOf(id, "application.status")).total).toBe(1);
    }
    expect((await auditOf(stale)).total).toBe(0);
  });

  it("refuses an empty selection, duplicates and too many rows", async () => {
    const id = await insertApplication({});
    for (const [items, message] of [
      [[], applicationPipelineMessages.bulkEmpty],
      [
        [
          { id, version: 1 },
          { id, version: 1 },
        ],
        applicationPipelineMessages.bulkDuplicate,
      ],
      [
        Array.from({ length: 101 }, (_, i) => ({ id: `${i}`, version: 1 })),
        applicationPipelineMessages.bulkTooMany,
      ],
    ] as const) {
      const response = await call(t.app, adminSession, "POST", "/api/admin/applications/bulk-status", {
        status: "in_review",
        notify: false,
        items,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });
});

describe("templates", () => {
  it("lists the built-in texts, saves an edit with its version (409 on a stale one) and audits it", async () => {
    const list = (
      await call(t.app, adminSession, "GET", "/api/admin/application-templates")
    ).json() as ApplicationTemplate[];
    expect(list.map((template) => template.status)).toEqual([
      "in_review",
      "interview",
      "accepted",
      "waitlisted",
      "rejected",
      "withdrawn",
    ]);
    const waitlisted = list.find((template) => template.status === "waitlisted")!;
    expect(waitlisted).toMatchObject({ version: 1, updatedAt: null });

    const save = (version: number, session: Visitor = adminSession) =>
      call(t.app, session, "PUT", "/api/admin/application-templates/waitlisted", {
        subject: "On the waitlist, {name}",
        body: "Hi {name},\n\nYou are on the waitlist for {batch}.",
        version,
      });
    const saved = await save(1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, updatedByName: "Ada Admissions" });
    const stale = await save(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(recordVersionMessages.conflict("template"));
    expect((await save(2)).json()).toMatchObject({ version: 3 });

    const audit = (
      await call(
        t.app,
        adminSession,
        "GET",
        "/api/admin/audit-log?entityType=application_template&entityId=waitlisted",
      )
    ).json() as AuditLogPage;
    expect(audit.total).toBe(2);
    expect(audit.items[1]).toMatchObject({
      action: "application_template.update",
      before: { version: 1 },
      after: { subject: "On the waitlist, {name}", version: 2 },
    });

    // The saved text is what the next waitlisted mail says.
    const { id } = await apply();
    const preview = (
      await call(t.app, adminSession, "POST", `/api/admin/applications/${id}/status-preview`, {
        status: "waitlisted",
      })
    ).json() as RenderedStatusMail;
    expect(preview.subject).toBe("On the waitlist, Amara Okonkwo");

    const unknown = await call(t.app, adminSession, "PUT", "/api/admin/application-templates/submitted", {
      subject: "x",
      body: "y",
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const typo = await call(t.app, adminSession, "PUT", "/api/admin/application-templates/accepted", {
      subject: "Hi {first_name}",
      body: "y",
      version: 1,
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error).toBe(applicationPipelineMessages.unknownPlaceholder(["first_name"]));
  });
});

describe("CSV export", () => {
  it("exports the current filter with formula-looking cells defused", async () => {
    const tag = unique();
    await insertApplication({ fullName: `=HYPERLINK("http://evil") ${tag}`, currentRole: "+SUM(A1)" });
    await insertApplication({ fullName: `@cmd ${tag}`, status: "rejected" });
    const response = await call(
      t.app,
      adminSession,
      "GET",
      `/api/admin/applications.csv?q=${tag}&status=submitted`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("Full name,Email");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") ${tag}"`);
    expect(lines[1]).toContain(",'+SUM(A1),");
    expect(response.body).not.toContain("@cmd");
  });
});
