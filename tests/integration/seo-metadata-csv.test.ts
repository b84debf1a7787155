import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { seoMetadataMessages } from "#contracts/seo-metadata.ts";
import {
  type MetadataImportReport,
  metadataCsvColumns,
  metadataCsvMessages,
} from "#contracts/seo-metadata-csv.ts";
import { detailMessages } from "#contracts/seo-metadata-details.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Meta Tags' CSV round trip (issue 20): GET /api/seo/metadata/export and POST /api/seo/metadata/import
// (a preview, then everything applied in one transaction, or nothing when one row is wrong).

let t: TestApp;
let marketer: Visitor;

beforeAll(async () => {
  t = await createTestApp();
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Mo Marketer" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const exportCsv = async () => {
  const response = await call(t.app, marketer, "GET", "/api/seo/metadata/export");
  expect(response.statusCode).toBe(200);
  return response.body;
};
const importCsv = (csv: string, apply: boolean, session: Visitor = marketer) =>
  call(t.app, session, "POST", "/api/seo/metadata/import", { csv, apply });
const report = async (csv: string, apply: boolean): Promise<MetadataImportReport> => {
  const response = await importCsv(csv, apply);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const title = async (path: string) =>
  (await t.app.inject({ url: `/api/seo/page-meta?path=${encodeURIComponent(path)}` })).json().title as string;

/** The CSV's lines. */
const lines = (csv: string) => csv.trimEnd().split("\r\n");
const header = metadataCsvColumns.join(",");
const row = (cells: Partial<Record<(typeof metadataCsvColumns)[number], string>>) =>
  metadataCsvColumns
    .map((column) => cells[column] ?? "")
    .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
    .join(",");

describe("access", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/metadata/export")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/metadata/export")).statusCode).toBe(403);
      expect((await importCsv(`${header}\r\n`, true, session)).statusCode).toBe(403);
    }
  });
});

describe("export", () => {
  it("lists every public page once with its override and version, formula cells defused", async () => {
    const saved = await call(t.app, marketer, "PUT", "/api/seo/metadata", {
      path: "/courses/deep-learning",
      version: 0,
      title: "=Deep Learning, hands-on",
      description: "",
      keywords: "pytorch, cnn",
      image: "",
      canonical: "",
      robots: "",
      pageType: "",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await call(t.app, marketer, "GET", "/api/seo/metadata/export");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="page-metadata.csv"');
    const csvLines = lines(response.body);
    expect(csvLines[0]).toBe(header);
    const pages = (await call(t.app, marketer, "GET", "/api/seo/pages?pageSize=1")).json().total;
    expect(csvLines).toHaveLength(pages + 1);
    // The head's fields, then the twelve structured details (empty: the page's own), then the version.
    const details = ",".repeat(12);
    expect(csvLines).toContain(
      `/courses/deep-learning,"'=Deep Learning, hands-on",,"pytorch, cnn",,,,${details},1`,
    );
    expect(csvLines).toContain(`/,,,,,,,${details},0`);
  });

  it("imported back unchanged, it changes nothing", async () => {
    const result = await report(await exportCsv(), true);
    expect(result).toEqual({ valid: true, applied: false, fileErrors: [], rows: [], changed: 0 });
  });
});

describe("import", () => {
  it("previews the changes without writing, then applies them all, audited", async () => {
    const edited = `${header}\r\n${row({ path: "/courses/machine-learning", title: "Machine Learning, Hands-On | AI Labs", version: "0" })}\r\n${row({ path: "/blog/", description: "Every article of the AI Labs blog: engineering notes, research digests and guides.", robots: "index", version: "0" })}\r\n`;
    const preview = await report(edited, false);
    expect(preview).toMatchObject({ valid: true, applied: false, changed: 2 });
    expect(preview.rows[0]).toEqual({
      line: 2,
      path: "/courses/machine-learning",
      changes: [{ field: "title", from: "", to: "Machine Learning, Hands-On | AI Labs" }],
      errors: [],
    });
    expect(preview.rows[1]?.path).toBe("/blog");
    expect(preview.rows[1]?.changes.map((change) => change.field)).toEqual(["description", "robots"]);
    expect(await title("/courses/machine-learning")).not.toBe("Machine Learning, Hands-On | AI Labs");

    const applied = await report(edited, true);
    expect(applied).toMatchObject({ valid: true, applied: true, changed: 2 });
    expect(await title("/courses/machine-learning")).toBe("Machine Learning, Hands-On | AI Labs");
    const audited = await sqlRows<{ entity_id: string }>(
      t.database.db,
      sql`select entity_id from audit_log where action = 'seo.metadata.import' order by entity_id`,
    );
    expect(audited.map((r) => r.entity_id)).toEqual(["/blog", "/courses/machine-learning"]);
    // The same file again is now stale: the versions moved.
    const again = await report(edited, true);
    expect(again.valid).toBe(false);
    expect(again.rows[0]?.errors).toEqual([{ column: "version", message: metadataCsvMessages.versionStale }]);
  });

  it("applies nothing when one row is wrong, and says what is wrong with each", async () => {
    const before = await title("/courses/ai-engineers");
    const edited = [
      header,
      row({ path: "/courses/ai-engineers", title: "AI Engineering, the whole path | AI Labs", version: "0" }),
      row({ path: "/courses/prompt-engineering", canonical: "javascript:alert(1)", version: "0" }),
      row({ path: "/no-such-page", title: "Nope", version: "0" }),
      row({ path: "/courses/ai-engineers", title: "Twice", version: "0" }),
      row({ path: "/ai-bootcamp", title: "x".repeat(121), version: "seven" }),
    ].join("\r\n");
    const result = await report(edited, true);
    expect(result.valid).toBe(false);
    expect(result.applied).toBe(false);
    const errorsOf = (line: number) => result.rows.find((r) => r.line === line)?.errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([{ column: "canonical", message: seoMetadataMessages.canonicalInvalid }]);
    expect(errorsOf(4)).toEqual([{ column: "path", message: metadataCsvMessages.pathUnknown }]);
    expect(errorsOf(5)).toEqual([{ column: "path", message: metadataCsvMessages.pathDuplicate(2) }]);
    expect(errorsOf(6)).toEqual([
      { column: "title", message: seoMetadataMessages.titleTooLong },
      { column: "version", message: metadataCsvMessages.versionInvalid },
    ]);
    expect(await title("/courses/ai-engineers")).toBe(before);
  });

  it("refuses a file with another header, one it cannot read, and an empty one", async () => {
    const wrongHeader = await report("path,title\r\n/,Home\r\n", true);
    expect(wrongHeader).toMatchObject({
      valid: false,
      applied: false,
      fileErrors: [metadataCsvMessages.header],
    });
    const unreadable = await report(`${header}\r\n"/courses,unclosed\r\n`, true);
    expect(unreadable.valid).toBe(false);
    expect(unreadable.fileErrors[0]).toMatch(/^The file is not valid CSV: /);
    const empty = await importCsv("", true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(metadataCsvMessages.fileEmpty);
    const notJson = await call(t.app, marketer, "POST", "/api/seo/metadata/import", { csv: 5, apply: "yes" });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("structured details", () => {
  it("round-trips the details, lists one item a line inside the cell", async () => {
    const csv = `${header}\r\n${row({
      path: "/courses/deep-learning",
      faqs: "Is there a project? | Yes, a capstone.\nHow long? | Twelve weeks.",
      breadcrumbs: "Programs | /courses",
      ratingValue: "4.7",
      reviewCount: "88",
      language: "en-GB",
      version: String(
        (await call(t.app, marketer, "GET", "/api/seo/metadata?path=%2Fcourses%2Fdeep-learning")).json()
          .version,
      ),
    })}\r\n`;
    const preview = await report(csv, false);
    expect(preview.valid, JSON.stringify(preview)).toBe(true);
    expect(preview.rows[0]?.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(["faqs", "breadcrumbs", "ratingValue", "reviewCount", "language"]),
    );
    expect((await report(csv, true)).applied).toBe(true);
    const meta = (await t.app.inject({ url: "/api/seo/page-meta?path=%2Fcourses%2Fdeep-learning" })).json();
    expect(JSON.stringify(meta.structuredData)).toContain("Twelve weeks.");
    expect(meta.language).toBe("en-GB");
    // Exported again, the cell holds both questions.
    expect(await exportCsv()).toContain(
      '"Is there a project? | Yes, a capstone.\nHow long? | Twelve weeks."',
    );
  });

  it("refuses what a save refuses: a rating without a course, JSON-LD missing a required property", async () => {
    const csv = [
      header,
      row({ path: "/careers", ratingValue: "4", reviewCount: "2", version: "0" }),
      row({
        path: "/webinars",
        structuredData: JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Event",
          name: "Open day",
        }),
        version: "0",
      }),
    ].join("\r\n");
    const result = await report(csv, true);
    expect(result.valid).toBe(false);
    expect(result.applied).toBe(false);
    expect(result.rows.flatMap((item) => item.errors)).toEqual([
      { column: "ratingValue", message: detailMessages.ratingNotApplicable },
      { column: "structuredData", message: expect.stringContaining('"startDate"') },
    ]);
  });
});
