import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  careersLimits,
  careersMessages,
  type OpeningDetail,
  type OpeningsResponse,
} from "#contracts/careers.ts";
import { type FormPart, multipartBody } from "../support/multipart.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;
let visitor: Visitor;
let dataDir: string;
let cvDir: string;
let samplePdf: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ailabs-careers-"));
  cvDir = path.join(dataDir, "uploads", "cv");
  t = await createTestApp({ DATA_DIR: dataDir });
  visitor = await visit(t.app);
  samplePdf = await readFile(new URL("../fixtures/sample-cv.pdf", import.meta.url));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedCvs(): Promise<string[]> {
  try {
    return await readdir(cvDir);
  } catch {
    return [];
  }
}

const textFields = (email: string): FormPart[] => [
  { name: "name", value: "Jordan Rivera" },
  { name: "email", value: email },
  { name: "phone", value: "+1 (555) 010-2030" },
  { name: "profileUrl", value: "https://www.linkedin.com/in/jordan-rivera" },
  { name: "coverLetter", value: "I have taught RAG and evaluation workshops to 300 engineers." },
];
const cvPart = (data: Buffer, filename = "Jordan Rivera CV.pdf", type = "application/pdf"): FormPart => ({
  name: "cv",
  filename,
  type,
  data,
});

function apply(
  slug: string,
  body: { payload: Buffer | string; contentType: string },
  options: { csrf?: boolean } = {},
) {
  return t.app.inject({
    method: "POST",
    url: `/api/careers/openings/${slug}/applications`,
    payload: body.payload,
    remoteAddress: freshIp(),
    headers: {
      "content-type": body.contentType,
      cookie: visitor.cookie,
      ...(options.csrf === false ? {} : { "x-xsrf-token": visitor.token }),
    },
  });
}

describe("GET /api/careers/openings", () => {
  it("lists open jobs and internships separately, newest first", async () => {
    const jobs = (await t.app.inject({ url: "/api/careers/openings?kind=job" })).json() as OpeningsResponse;
    const internships = (
      await t.app.inject({ url: "/api/careers/openings?kind=internship" })
    ).json() as OpeningsResponse;
    expect(jobs.openings.length).toBeGreaterThanOrEqual(4);
    expect(internships.openings.length).toBeGreaterThanOrEqual(2);
    expect(jobs.openings.every((o) => o.kind === "job")).toBe(true);
    expect(internships.openings.every((o) => o.kind === "internship")).toBe(true);
    const dates = jobs.openings.map((o) => o.postedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(jobs.openings.map((o) => o.slug)).toContain("senior-ai-instructor");
  });

  it("refuses an unknown kind with 400", async () => {
    const response = await t.app.inject({ url: "/api/careers/openings?kind=contract" });
    expect(response.statusCode).toBe(400);
  });

  it("answers one opening with its description as sanitised HTML, and 404 for unknown ones", async () => {
    const response = await t.app.inject({ url: "/api/careers/openings/senior-ai-instructor" });
    expect(response.statusCode).toBe(200);
    const opening = response.json() as OpeningDetail;
    expect(opening.title).toContain("Senior AI Instructor");
    expect(opening.html).toContain("<h2>What you will do</h2>");
    expect(opening.html).not.toContain("<script");
    const missing = await t.app.inject({ url: "/api/careers/openings/chief-vibes-officer" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(careersMessages.openingNotFound);
  });
});

describe("POST /api/careers/openings/:slug/applications", () => {
  it("stores a PDF CV under DATA_DIR with a generated name, records the application and mails the applicant", async () => {
    const before = await storedCvs();
    const response = await apply(
      "senior-ai-instructor",
      multipartBody([...textFields("Jordan.Rivera@Example.com"), cvPart(samplePdf)]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(careersMessages.successBody);

    const after = await storedCvs();
    const added = after.filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/);
    expect(await readFile(path.join(cvDir, added[0]!))).toEqual(samplePdf);

    const rows = await sqlRows<{
      name: string;
      email: string;
      phone: string;
      profile_url: string;
      cv_file: string;
      cv_original_name: string;
      cv_bytes: number;
      status: string;
      slug: string;
    }>(
      t.database.db,
      sql`select a.name, a.email, a.phone, a.profile_url, a.cv_file, a.cv_original_name, a.cv_bytes, a.status, o.slug
          from job_applications a join job_openings o on o.id = a.opening_id
          where a.email = 'jordan.rivera@example.com'`,
    );
    expect(rows).toEqual([
      {
        name: "Jordan Rivera",
        email: "jordan.rivera@example.com",
        phone: "+1 (555) 010-2030",
        profile_url: "https://www.linkedin.com/in/jordan-rivera",
        cv_file: added[0],
        cv_original_name: "Jordan Rivera CV.pdf",
        cv_bytes: samplePdf.length,
        status: "submitted",
        slug: "senior-ai-instructor",
      },
    ]);

    const mails = await sqlRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select subject, text from mail_outbox where "to" = 'jordan.rivera@example.com'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("Senior AI Instructor");
    expect(mails[0]?.text).toContain("Jordan Rivera CV.pdf");
  });

  it("refuses a file named .pdf and typed application/pdf whose bytes are not a PDF", async () => {
    const before = await storedCvs();
    const response = await apply(
      "ai-research-intern",
      multipartBody([
        ...textFields("fake.pdf@example.com"),
        cvPart(Buffer.from("Jordan Rivera\nJust text, renamed to .pdf\n"), "cv.pdf"),
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: careersMessages.cvRule, field: "cv" }]);
    expect(await storedCvs()).toEqual(before);
  });

  it("refuses a CV over 5 MB with field cv and leaves no file behind", async () => {
    const before = await storedCvs();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(careersLimits.cvMaxBytes, 0x20)]);
    const response = await apply(
      "senior-ai-instructor",
      multipartBody([...textFields("too.big@example.com"), cvPart(big)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([{ message: careersMessages.cvRule, field: "cv" }]);
    expect(await storedCvs()).toEqual(before);
    const rows = await sqlRows(
      t.database.db,
      sql`select 1 from job_applications where email = 'too.big@example.com'`,
    );
    expect(rows).toHaveLength(0);
  });

  it("accepts a CV of exactly 5 MB", async () => {
    const exact = Buffer.concat([
      Buffer.from("%PDF-1.7\n"),
      Buffer.alloc(careersLimits.cvMaxBytes - 9, 0x20),
    ]);
    const response = await apply(
      "full-stack-engineer-typescript",
      multipartBody([...textFields("exact.size@example.com"), cvPart(exact)]),
    );
    expect(response.statusCode).toBe(201);
  });

  it("asks for the CV when the form has none (or sends it under another name)", async () => {
    for (const parts of [
      textFields("no.cv@example.com"),
      [...textFields("no.cv@example.com"), { ...cvPart(samplePdf), name: "resume" }],
    ]) {
      const response = await apply("admissions-advisor", multipartBody(parts));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ message: careersMessages.cvMissing, field: "cv" });
    }
  });

  it("reports each invalid text field and keeps no CV", async () => {
    const before = await storedCvs();
    const response = await apply(
      "admissions-advisor",
      multipartBody([
        { name: "name", value: "" },
        { name: "email", value: "not-an-email" },
        { name: "phone", value: "12" },
        { name: "profileUrl", value: "javascript:alert(1)" },
        { name: "coverLetter", value: "x".repeat(careersLimits.coverLetterMax + 1) },
        cvPart(samplePdf),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(["coverLetter", "email", "name", "phone", "profileUrl"]);
    expect(await storedCvs()).toEqual(before);
  });

  it("answers 404 for an unknown or closed opening", async () => {
    const unknown = await apply(
      "chief-vibes-officer",
      multipartBody([...textFields("nobody@example.com"), cvPart(samplePdf)]),
    );
    expect(unknown.statusCode).toBe(404);
    await t.database.db.execute(
      sql`update job_openings set status = 'closed' where slug = 'ml-engineering-intern'`,
    );
    const closed = await apply(
      "ml-engineering-intern",
      multipartBody([...textFields("late@example.com"), cvPart(samplePdf)]),
    );
    expect(closed.statusCode).toBe(404);
    const list = (
      await t.app.inject({ url: "/api/careers/openings?kind=internship" })
    ).json() as OpeningsResponse;
    expect(list.openings.map((o) => o.slug)).not.toContain("ml-engineering-intern");
  });

  it("refuses a multipart post without the anti-forgery token (403)", async () => {
    const response = await apply(
      "senior-ai-instructor",
      multipartBody([...textFields("forged@example.com"), cvPart(samplePdf)]),
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
  });

  it("never answers 500 to malformed requests", async () => {
    const json = await apply("senior-ai-instructor", {
      payload: JSON.stringify({ name: "x" }),
      contentType: "application/json",
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(careersMessages.notMultipart);

    const noBoundary = await apply("senior-ai-instructor", {
      payload: "garbage",
      contentType: "multipart/form-data",
    });
    expect(noBoundary.statusCode).toBe(400);

    const truncated = multipartBody([...textFields("cut@example.com"), cvPart(samplePdf)]);
    const cut = await apply("senior-ai-instructor", {
      payload: truncated.payload.subarray(0, truncated.payload.length - 200),
      contentType: truncated.contentType,
    });
    expect(cut.statusCode).toBe(400);

    const twoFiles = await apply(
      "senior-ai-instructor",
      multipartBody([...textFields("two@example.com"), cvPart(samplePdf), cvPart(samplePdf, "second.pdf")]),
    );
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().errors).toEqual([{ message: careersMessages.cvOneFile, field: "cv" }]);

    const manyFields = await apply(
      "senior-ai-instructor",
      multipartBody([
        ...Array.from({ length: 30 }, (_, i) => ({ name: `extra${i}`, value: "x" })),
        cvPart(samplePdf),
      ]),
    );
    expect(manyFields.statusCode).toBeLessThan(500);
    expect(manyFields.statusCode).toBeGreaterThanOrEqual(400);

    const empty = await apply("senior-ai-instructor", multipartBody([]));
    expect(empty.statusCode).toBe(400);
  });

  it("leaves the JSON routes and their parsers as they were", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact-download",
      payload: multipartBody([{ name: "name", value: "x" }]).payload,
      remoteAddress: freshIp(),
      headers: {
        "content-type": "multipart/form-data; boundary=abc",
        cookie: visitor.cookie,
        "x-xsrf-token": visitor.token,
      },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("page metadata of /careers and /internship", () => {
  it("gives each page its own title and description, dated by its newest open position", async () => {
    const titles = new Set<string>();
    for (const [path, kind] of [
      ["/careers", "job"],
      ["/internship", "internship"],
    ] as const) {
      const response = await t.app.inject({ url: `/api/seo/page-meta?path=${path}` });
      expect(response.statusCode).toBe(200);
      const meta = response.json() as { title: string; description: string; modifiedAt: string | null };
      expect(meta.title).toMatch(/ \| AI Labs$/);
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(160);
      titles.add(meta.title);
      const { openings } = (
        await t.app.inject({ url: `/api/careers/openings?kind=${kind}` })
      ).json() as OpeningsResponse;
      const newest = openings
        .map((o) => o.updatedAt)
        .sort()
        .at(-1);
      expect(meta.modifiedAt && new Date(meta.modifiedAt).toISOString()).toBe(newest);
    }
    expect(titles.size).toBe(2);
  });
});
