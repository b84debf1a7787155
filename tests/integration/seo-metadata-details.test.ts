import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResolvedPageMeta } from "#contracts/seo.ts";
import type { SeoMetadataEditor } from "#contracts/seo-metadata.ts";
import { detailMessages } from "#contracts/seo-metadata-details.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createSsrTestApp, renderPage } from "../support/ssr-test-app.ts";
import type { TestApp, Visitor } from "../support/test-app.ts";

// Meta Tags' structured details (issue 20): author, dates, language, locale, alternates, breadcrumbs, FAQs, rating
// and the page's own JSON-LD, saved with the override and shown in the public page's <head> at once.

let t: TestApp;
let marketer: Visitor;

beforeAll(async () => {
  // With server rendering: the JSON-LD a marketer writes must come out in the page's <head> as data, never as markup.
  t = await createSsrTestApp();
  marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const read = async (path: string): Promise<SeoMetadataEditor> =>
  (await call(t.app, marketer, "GET", `/api/seo/metadata?path=${encodeURIComponent(path)}`)).json();
/** Saves these fields over what is stored, as the form would. */
const save = async (path: string, fields: Record<string, string>) => {
  const current = await read(path);
  return call(t.app, marketer, "PUT", "/api/seo/metadata", {
    ...current.fields,
    ...fields,
    path,
    version: current.version,
  });
};
const pageMeta = async (path: string): Promise<ResolvedPageMeta> =>
  (await t.app.inject({ url: `/api/seo/page-meta?path=${encodeURIComponent(path)}` })).json();
const blockOf = (meta: ResolvedPageMeta, type: string) =>
  meta.structuredData.find((block) => block["@type"] === type) as Record<string, unknown> | undefined;

const openDay = {
  "@context": "https://schema.org",
  "@type": "Event",
  name: "Open day",
  startDate: "2026-12-10T17:00:00Z",
  location: { "@type": "VirtualLocation", url: "https://ailabs.academy/webinars" },
};

describe("saving the details", () => {
  it("puts author, dates, language, locale, alternates, breadcrumbs, FAQs and JSON-LD on the page", async () => {
    const response = await save("/about", {
      author: "Ada Lovelace",
      publishedAt: "2026-01-05",
      modifiedAt: "2026-02-01",
      language: "en-GB",
      locale: "en_GB",
      alternates: "x-default https://ailabs.academy/about\nde   https://ailabs.academy/de/about\n",
      breadcrumbs: "Company | /about",
      faqs: "Who teaches? | Engineers who ship AI.\nIs it online? | Yes, live and recorded.",
      structuredData: JSON.stringify(openDay),
    });
    expect(response.statusCode, response.body).toBe(200);
    const meta = await pageMeta("/about");
    expect(meta).toMatchObject({ author: "Ada Lovelace", language: "en-GB", locale: "en_GB" });
    expect(meta.publishedAt).toBe("2026-01-05T00:00:00.000Z");
    expect(meta.modifiedAt).toBe("2026-02-01T00:00:00.000Z");
    expect(meta.alternates).toEqual([
      { hreflang: "x-default", href: "https://ailabs.academy/about" },
      { hreflang: "de", href: "https://ailabs.academy/de/about" },
    ]);
    expect(meta.breadcrumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Company", url: "/about" },
    ]);
    const faq = blockOf(meta, "FAQPage");
    expect(JSON.stringify(faq)).toContain("Engineers who ship AI.");
    expect(JSON.stringify(blockOf(meta, "BreadcrumbList"))).toContain("Company");
    expect(blockOf(meta, "Event")).toMatchObject({ name: "Open day" });

    // The form reads back what it saved, the lists one item a line.
    const editor = await read("/about");
    expect(editor.fields).toMatchObject({
      alternates: "x-default https://ailabs.academy/about\nde https://ailabs.academy/de/about",
      faqs: "Who teaches? | Engineers who ship AI.\nIs it online? | Yes, live and recorded.",
      publishedAt: "2026-01-05",
    });
    expect(JSON.parse(editor.fields.structuredData)).toEqual([openDay]);
    expect(editor.defaults.author).toBe("AI Labs Team");
  });

  it("renders the page's <head> with the language, the alternates and the JSON-LD as data", async () => {
    const page = await renderPage(t.app, "/about");
    expect(page.status).toBe(200);
    // React writes the attribute hrefLang; HTML attribute names are case-insensitive.
    expect(page.html).toMatch(
      /<link rel="alternate" hreflang="de" href="https:\/\/ailabs\.academy\/de\/about"\/>/i,
    );
    expect(page.html).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(page.html).toContain('<meta name="author" content="Ada Lovelace"/>');
    expect(page.html).toContain('<html lang="en-GB">');
    expect(page.html).toContain('"name":"Open day"');
  });

  it("keeps a script a marketer pastes into the JSON-LD as text", async () => {
    const hostile = { ...openDay, name: "</script><script>alert(1)</script>" };
    expect((await save("/about", { structuredData: JSON.stringify(hostile) })).statusCode).toBe(200);
    const page = await renderPage(t.app, "/about");
    expect(page.html).not.toContain("<script>alert(1)</script>");
    expect(page.html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
  });

  it("gives a course page the rating set here, on its own scale", async () => {
    const response = await save("/courses/deep-learning", {
      ratingValue: "8.5",
      reviewCount: "42",
      bestRating: "10",
    });
    expect(response.statusCode).toBe(200);
    const course = blockOf(await pageMeta("/courses/deep-learning"), "Course");
    expect(course?.aggregateRating).toMatchObject({ ratingValue: 8.5, reviewCount: 42, bestRating: 10 });
    expect((await read("/courses/deep-learning")).defaults.ratingApplies).toBe(true);
  });
});

describe("refusals", () => {
  const refused = async (path: string, fields: Record<string, string>, field: string, message: string) => {
    const response = await save(path, fields);
    expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field, message });
  };

  it("names the field and the line of what is wrong, and saves nothing", async () => {
    const before = await read("/careers");
    await refused("/careers", { publishedAt: "2026-02-30" }, "publishedAt", detailMessages.dateInvalid);
    await refused(
      "/careers",
      { publishedAt: "2026-03-01", modifiedAt: "2026-02-01" },
      "modifiedAt",
      detailMessages.modifiedBeforePublished,
    );
    await refused("/careers", { language: "English" }, "language", detailMessages.languageInvalid);
    await refused("/careers", { locale: "en-US" }, "locale", detailMessages.localeInvalid);
    await refused(
      "/careers",
      { alternates: "de https://ailabs.academy/de\nfr javascript:alert(1)" },
      "alternates",
      detailMessages.alternateInvalid(2),
    );
    await refused("/careers", { breadcrumbs: "Jobs" }, "breadcrumbs", detailMessages.breadcrumbInvalid(1));
    await refused("/careers", { faqs: "Hiring? |" }, "faqs", detailMessages.faqInvalid(1));
    await refused("/careers", { reviewCount: "3" }, "ratingValue", detailMessages.ratingIncomplete);
    await refused(
      "/careers",
      { ratingValue: "6", reviewCount: "3" },
      "ratingValue",
      detailMessages.ratingValueInvalid,
    );
    expect((await read("/careers")).version).toBe(before.version);
  });

  it("refuses a rating on a page without a course to carry it", async () => {
    await refused(
      "/careers",
      { ratingValue: "4.5", reviewCount: "3" },
      "ratingValue",
      detailMessages.ratingNotApplicable,
    );
  });

  it("checks the JSON-LD: valid JSON, objects, and each type's required properties", async () => {
    await refused(
      "/careers",
      { structuredData: "{not json" },
      "structuredData",
      expect.stringMatching(/^The structured data is not valid JSON: /) as unknown as string,
    );
    await refused(
      "/careers",
      { structuredData: "[1, 2]" },
      "structuredData",
      detailMessages.structuredDataShape,
    );
    const { startDate: _startDate, ...noStart } = openDay;
    await refused(
      "/careers",
      { structuredData: JSON.stringify(noStart) },
      "structuredData",
      'Event is missing "startDate".',
    );
  });
});
