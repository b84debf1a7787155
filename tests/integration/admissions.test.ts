import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admissionsMessages,
  type BootcampBatch,
  type BootcampOverview,
  bootcampCourseSlug,
} from "#contracts/admissions.ts";
import { type AboutResponse, corporateMessages, type SitePageContent } from "#contracts/site-pages.ts";
import { seedSitePages } from "#server/db/seed-pages.ts";
import { createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

const publicUrl = "http://ailabs.test";
let t: TestApp;
let sink: SmtpSink;
let visitor: Visitor;
let cohort: BootcampBatch;
let pastBatchId: string;
let otherCourseBatchId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl });
  visitor = await visit(t.app);
  const batches = (
    await t.app.inject({ method: "GET", url: "/api/bootcamp/batches" })
  ).json() as BootcampBatch[];
  cohort = batches[0]!;
  const [past] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
        select id, 'weekend', current_date - 30, 'Sat & Sun, 10:00-14:00 ET', 30, 30 from courses
        where slug = ${bootcampCourseSlug} returning id`,
  );
  pastBatchId = past!.id;
  const [other] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`select b.id from batches b join courses c on c.id = b.course_id
        where c.slug <> ${bootcampCourseSlug} and b.start_date > current_date limit 1`,
  );
  otherCourseBatchId = other!.id;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

function post(url: string, body: unknown, session: Visitor = visitor) {
  return t.app.inject({
    method: "POST",
    url,
    payload: body as Record<string, unknown>,
    headers: {
      cookie: session.cookie,
      "x-xsrf-token": session.token,
      referer: `${publicUrl}/ai-bootcamp/apply`,
    },
    // A fresh address per request: the form limit (5 a minute per IP) is not what these tests are about.
    remoteAddress: nextIp(),
  });
}

let counter = 0;
function application(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullName: "Amara Okonkwo",
    email: `Amara.Okonkwo${counter}@Example.com`,
    phone: "+1 (415) 555-0199",
    country: "Nigeria",
    currentRole: "Backend developer at a fintech startup",
    experienceLevel: "professional_developer",
    background: "Five years of Python and Go services; I built our payments reconciliation pipeline.",
    goals: "Ship a retrieval assistant for our support team and move into an AI engineering role.",
    preferredBatchId: cohort.id,
    portfolioUrl: "https://github.com/amara-dev",
    ...overrides,
  };
}

async function applicationsFor(email: string) {
  return sqlRows<{
    status: string;
    email: string;
    user_id: string | null;
    preferred_batch_id: string | null;
    portfolio_url: string | null;
    experience_level: string;
  }>(
    t.database.db,
    sql`select status, email, user_id, preferred_batch_id, portfolio_url, experience_level
        from bootcamp_applications where email = ${email}`,
  );
}

describe("GET /api/bootcamp/batches", () => {
  it("lists only upcoming cohorts of the AI Engineering course, soonest first, with seats", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bootcamp/batches" });
    expect(response.statusCode).toBe(200);
    const batches = response.json() as BootcampBatch[];
    expect(batches.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const batch of batches) {
      expect(batch.course.slug).toBe(bootcampCourseSlug);
      expect(batch.startDate > today).toBe(true);
      expect(batch.seatsAvailable).toBeGreaterThanOrEqual(0);
      expect(["weekend", "fast_track", "regular"]).toContain(batch.type);
      expect(batch.schedule).not.toBe("");
    }
    expect(batches.map((b) => b.id)).not.toContain(pastBatchId);
    const dates = batches.map((b) => b.startDate);
    expect(dates).toEqual([...dates].sort());
  });
});

describe("POST /api/bootcamp/applications", () => {
  it("stores a 'submitted' application and mails the applicant what happens next", async () => {
    const body = application();
    const response = await post("/api/bootcamp/applications", body);
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { message: string; applicationId: string };
    expect(answer.message).toBe(admissionsMessages.receivedBody);
    expect(answer.applicationId).toMatch(/^[0-9a-f-]{36}$/);

    const email = body.email.toLowerCase();
    const rows = await applicationsFor(email);
    expect(rows).toEqual([
      {
        status: "submitted",
        email,
        user_id: null,
        preferred_batch_id: cohort.id,
        portfolio_url: "https://github.com/amara-dev",
        experience_level: "professional_developer",
      },
    ]);

    await t.app.background.settled();
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe("We received your AI Labs bootcamp application");
    expect(mail.text).toContain("Hi Amara Okonkwo,");
    expect(mail.text).toContain("within 3 business days");
    expect(mail.text).toContain("Interview");
    expect(mail.text).toContain(`${publicUrl}/ai-bootcamp/enroll`);
    expect(mail.html).toContain("What happens next");
  });

  it("accepts an application without a cohort or portfolio, and links it to the signed-in user", async () => {
    const account = await createAccount(t.database.db, { name: "Signed Applicant" });
    const session = await signedIn(t.app, account);
    const body = application({ preferredBatchId: "", portfolioUrl: "  " });
    const response = await post("/api/bootcamp/applications", body, session);
    expect(response.statusCode).toBe(201);
    const [row] = await applicationsFor(body.email.toLowerCase());
    expect(row).toMatchObject({ user_id: account.id, preferred_batch_id: null, portfolio_url: null });
    await t.app.background.settled();
    const mail = await sink.waitFor(body.email.toLowerCase());
    expect(mail.text).toContain("You did not choose a cohort yet");
  });

  it("answers a repeat from the same address within 24 hours alike, without a second row or mail", async () => {
    const body = application();
    const first = await post("/api/bootcamp/applications", body);
    const second = await post("/api/bootcamp/applications", { ...body, email: body.email.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await applicationsFor(body.email.toLowerCase())).toHaveLength(1);
    await t.app.background.settled();
    await sink.waitFor(body.email.toLowerCase());
    expect(sink.messages.filter((m) => m.to.includes(body.email.toLowerCase()))).toHaveLength(1);
  });

  it("takes a new application from the same address once 24 hours have passed", async () => {
    const body = application();
    expect((await post("/api/bootcamp/applications", body)).statusCode).toBe(201);
    const email = body.email.toLowerCase();
    await t.database.db.execute(
      sql`update bootcamp_applications set created_at = now() - interval '25 hours' where email = ${email}`,
    );
    const again = await post("/api/bootcamp/applications", body);
    expect(again.statusCode).toBe(201);
    expect(await applicationsFor(email)).toHaveLength(2);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["fullName", { fullName: "   " }, admissionsMessages.fullNameRequired],
    ["fullName", { fullName: "x".repeat(121) }, admissionsMessages.fullNameTooLong],
    ["email", { email: "" }, admissionsMessages.emailRequired],
    ["email", { email: "amara@example" }, admissionsMessages.emailInvalid],
    ["phone", { phone: "" }, admissionsMessages.phoneRequired],
    ["phone", { phone: "12345" }, admissionsMessages.phoneInvalid],
    ["phone", { phone: "12345678901234567" }, admissionsMessages.phoneInvalid],
    ["country", { country: "" }, admissionsMessages.countryRequired],
    ["currentRole", { currentRole: "" }, admissionsMessages.currentRoleRequired],
    ["experienceLevel", { experienceLevel: "guru" }, admissionsMessages.experienceLevelRequired],
    ["experienceLevel", { experienceLevel: undefined }, admissionsMessages.experienceLevelRequired],
    ["background", { background: "Too short." }, admissionsMessages.backgroundTooShort],
    ["background", { background: "x".repeat(2001) }, admissionsMessages.backgroundTooLong],
    ["goals", { goals: "" }, admissionsMessages.goalsTooShort],
    ["goals", { goals: "y".repeat(2001) }, admissionsMessages.goalsTooLong],
    ["preferredBatchId", { preferredBatchId: "next-month" }, admissionsMessages.preferredBatchInvalid],
    ["portfolioUrl", { portfolioUrl: "javascript:alert(1)" }, admissionsMessages.portfolioUrlInvalid],
    ["portfolioUrl", { portfolioUrl: "github.com/amara" }, admissionsMessages.portfolioUrlInvalid],
  ];
  it.each(invalid)(
    "rejects a bad %s with 400 and a message on that field (%#)",
    async (field, change, message) => {
      const body = application(change);
      const response = await post("/api/bootcamp/applications", body);
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: { field?: string; message: string }[] };
      expect(errors).toContainEqual({ field, message });
      expect(await applicationsFor(String(body.email).toLowerCase())).toHaveLength(0);
    },
  );

  it.each([
    ["an unknown cohort", () => "3f0c9a52-7d1e-4c4b-9a51-1c2d3e4f5a6b"],
    ["a cohort that has started", () => pastBatchId],
    ["a batch of another course", () => otherCourseBatchId],
  ])("refuses %s with a field error on preferredBatchId", async (_name, id) => {
    const body = application({ preferredBatchId: id() });
    const response = await post("/api/bootcamp/applications", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: admissionsMessages.preferredBatchUnavailable,
      errors: [{ field: "preferredBatchId", message: admissionsMessages.preferredBatchUnavailable }],
    });
    expect(await applicationsFor(String(body.email).toLowerCase())).toHaveLength(0);
  });

  it("needs the anti-forgery token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bootcamp/applications",
      payload: application(),
      headers: { cookie: visitor.cookie },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(403);
  });

  it("limits one address to 5 submissions a minute", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bootcamp/applications",
        payload: application({ fullName: "" }),
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("GET /api/bootcamp/overview", () => {
  it("gives the programme's tuition, cohorts, mentors, rating and FAQ from the catalog", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/bootcamp/overview" });
    expect(response.statusCode).toBe(200);
    const overview = response.json() as BootcampOverview;
    expect(overview.course).toMatchObject({ slug: bootcampCourseSlug, durationWeeks: 16, currency: "USD" });
    expect(overview.course!.priceCents).toBeGreaterThan(0);
    expect(overview.batches.map((b) => b.id)).toContain(cohort.id);
    expect(overview.faqs.length).toBeGreaterThan(3);
    expect(overview.mentors.length).toBeGreaterThan(0);
    for (const mentor of overview.mentors) {
      expect(mentor.name).not.toBe("");
      expect(mentor.jobTitle).not.toBe("");
    }
  });
});

describe("GET /api/pages", () => {
  it.each(seedSitePages.map((page) => [page.path, page.title]))(
    "%s serves its seeded prose as sanitised HTML",
    async (path, title) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/pages?path=${encodeURIComponent(path)}`,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json() as SitePageContent;
      expect(page).toMatchObject({ path, title });
      expect(page.summary.length).toBeGreaterThanOrEqual(70);
      expect(page.summary.length).toBeLessThanOrEqual(160);
      expect(page.html).toContain("<h2>");
      expect(page.html).not.toContain("<h1");
      expect(page.html).not.toMatch(/<script/i);
      expect(new Date(page.updatedAt).getTime()).not.toBeNaN();
    },
  );

  it("fills the privacy policy's contact details from the site settings", async () => {
    const page = (
      await t.app.inject({ method: "GET", url: "/api/pages?path=/privacy" })
    ).json() as SitePageContent;
    expect(page.html).toContain("admissions@ailabs.academy");
    expect(page.html).not.toContain("{email}");
    expect(page.html).toContain('<table tabindex="0">');
  });

  it("answers 404 for a path with no page and 400 for a malformed path", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/pages?path=/no-such-page" })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: "GET", url: "/api/pages?path=about" });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { field?: string }[] }).errors[0]?.field).toBe("path");
  });
});

describe("GET /api/about", () => {
  it("computes the numbers from the database and lists the team", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/about" });
    expect(response.statusCode).toBe(200);
    const about = response.json() as AboutResponse;
    const [counts] = await sqlRows<{ courses: number; upcoming: number; instructors: number }>(
      t.database.db,
      sql`select (select count(*)::int from courses where published) as courses,
                 (select count(*)::int from batches where start_date > current_date) as upcoming,
                 (select count(*)::int from instructors) as instructors`,
    );
    expect(about.stats.courses).toBe(counts!.courses);
    expect(about.stats.upcomingBatches).toBe(counts!.upcoming);
    expect(about.stats.instructors).toBe(counts!.instructors);
    expect(about.team).toHaveLength(counts!.instructors);
    if (about.stats.reviews) {
      expect(about.stats.reviews.average).toBeGreaterThanOrEqual(1);
      expect(about.stats.reviews.average).toBeLessThanOrEqual(5);
    }
  });
});

describe("POST /api/corporate-inquiry", () => {
  const inquiry = {
    name: "Hannah Becker",
    email: "Hannah.Becker@Northwind-Logistics.com",
    company: "Northwind Logistics",
    teamSize: "51-200",
    phone: "",
    message: "We want to train 40 analysts in prompt engineering and 8 developers in RAG this spring.",
  };

  it("stores the inquiry as a lead of kind 'corporate'", async () => {
    const response = await post("/api/corporate-inquiry", inquiry);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: corporateMessages.successBody });
    const rows = await sqlRows<{
      kind: string;
      status: string;
      email: string;
      company: string;
      phone: string | null;
      details: Record<string, unknown>;
    }>(
      t.database.db,
      sql`select kind, status, email, company, phone, details from leads where name = 'Hannah Becker'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "corporate",
      status: "new",
      email: "hannah.becker@northwind-logistics.com",
      company: "Northwind Logistics",
      phone: null,
    });
    expect(rows[0]!.details).toMatchObject({
      source: "corporate-training",
      teamSize: "51-200 people",
      message: inquiry.message,
      page: "/ai-bootcamp/apply",
    });
  });

  it.each([
    ["name", { name: "" }, corporateMessages.nameRequired],
    ["email", { email: "hannah@" }, corporateMessages.emailInvalid],
    ["company", { company: " " }, corporateMessages.companyRequired],
    ["teamSize", { teamSize: "lots" }, corporateMessages.teamSizeRequired],
    ["phone", { phone: "12" }, corporateMessages.phoneInvalid],
    ["message", { message: "Call me." }, corporateMessages.messageTooShort],
  ])("rejects a bad %s with a field message", async (field, change, message) => {
    const response = await post("/api/corporate-inquiry", { ...inquiry, ...change });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: unknown[] }).errors).toContainEqual({ field, message });
  });
});
