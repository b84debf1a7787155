import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import type { ResolvedPageMeta } from "#contracts/seo.ts";
import { type SiteSeoSettings, siteSeoMessages } from "#contracts/seo-site-settings.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp, renderPage } from "../support/ssr-test-app.ts";
import type { TestApp, Visitor } from "../support/test-app.ts";
import { visit } from "../support/test-app.ts";

// SEO Settings' site-wide defaults (issue 20): the title suffix, fallback description and social image, the
// organisation's logo and profiles, and the verification tags, on the public pages' <head> at once.

let t: TestApp;
let marketer: Visitor;
const dataDir = mkdtempSync(path.join(tmpdir(), "seo-site-settings-"));

beforeAll(async () => {
  // With server rendering: the <head> of the public pages is what this is for.
  t = await createSsrTestApp({ DATA_DIR: dataDir });
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Sam Settings" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = async (): Promise<SiteSeoSettings> =>
  (await call(t.app, marketer, "GET", "/api/seo/site-settings")).json();
const form = (values: Partial<Record<string, unknown>> = {}) => ({
  titleSuffix: "| AI Labs",
  defaultDescription: "",
  profiles: "",
  googleVerification: "",
  bingVerification: "",
  version: 0,
  ...values,
});
const save = (body: Record<string, unknown>, session: Visitor = marketer) =>
  call(t.app, session, "PUT", "/api/seo/site-settings", body);
const meta = async (pagePath: string): Promise<ResolvedPageMeta> =>
  (await t.app.inject({ url: `/api/seo/page-meta?path=${encodeURIComponent(pagePath)}` })).json();
const upload = (kind: string, body: Buffer, session: Visitor = marketer) =>
  t.app.inject({
    method: "PUT",
    url: `/api/seo/site-settings/images/${kind}`,
    payload: body,
    headers: { cookie: session.cookie, "x-xsrf-token": session.token, "content-type": "image/png" },
    remoteAddress: nextIp(),
  });
const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }));
const organization = (page: ResolvedPageMeta) =>
  page.structuredData.find((block) => block["@type"] === "Organization") as Record<string, unknown>;

describe("site-wide SEO defaults", () => {
  it("answers 401 to visitors and 403 to students and instructors, on reads, saves and uploads", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/site-settings")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/site-settings")).statusCode).toBe(403);
      expect((await save(form(), session)).statusCode).toBe(403);
      expect((await upload("social", png(1200, 630), session)).statusCode).toBe(403);
    }
    // A write without the anti-forgery token is refused.
    const forged = await t.app.inject({
      method: "PUT",
      url: "/api/seo/site-settings",
      payload: form(),
      headers: { cookie: marketer.cookie },
      remoteAddress: nextIp(),
    });
    expect(forged.statusCode).toBe(403);
  });

  it("starts from the built-ins", async () => {
    expect(await read()).toMatchObject({
      titleSuffix: "| AI Labs",
      defaultDescription: "",
      profiles: [],
      socialImage: null,
      logo: null,
      builtIn: { titleSuffix: "| AI Labs", socialImage: { url: "/assets/og-image.jpg", width: 1200 } },
      version: 0,
    });
    expect((await meta("/courses/deep-learning")).title).toMatch(/ \| AI Labs$/);
    expect((await meta("/")).verification).toEqual([]);
  });

  it("refuses a bad profile line, a verification code that is not one, and an empty suffix, with each field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { profiles: "https://github.com/ai-labs\njavascript:alert(1)" },
        "profiles",
        siteSeoMessages.profileInvalid(2),
      ],
      [{ profiles: "http://github.com/ai-labs" }, "profiles", siteSeoMessages.profileInvalid(1)],
      [
        { googleVerification: '"><script>alert(1)</script>' },
        "googleVerification",
        siteSeoMessages.verificationInvalid,
      ],
      [{ titleSuffix: "  " }, "titleSuffix", siteSeoMessages.suffixRequired],
      [{ defaultDescription: "x".repeat(161) }, "defaultDescription", siteSeoMessages.descriptionTooLong],
    ];
    for (const [values, field, message] of cases) {
      const response = await save(form(values));
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await read()).version).toBe(0);
  });

  it("saves, applies the suffix, the profiles and the verification tags at once, and refuses a stale version", async () => {
    const response = await save(
      form({
        titleSuffix: "- AI Labs Academy",
        defaultDescription: "Live AI courses with certificates.",
        profiles: "https://www.linkedin.com/company/ai-labs\n\n https://github.com/ai-labs \n",
        // The whole tag pasted from Search Console: its code is kept.
        googleVerification: '<meta name="google-site-verification" content="g00gle-Code_1" />',
        bingVerification: "B1NGCODE",
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      titleSuffix: "- AI Labs Academy",
      profiles: ["https://www.linkedin.com/company/ai-labs", "https://github.com/ai-labs"],
      googleVerification: "g00gle-Code_1",
      bingVerification: "B1NGCODE",
      version: 1,
      updatedBy: "Sam Settings",
    });

    expect((await meta("/courses/deep-learning")).title).toMatch(/ - AI Labs Academy$/);
    const home = await meta("/");
    expect(home.verification).toEqual([
      { name: "google-site-verification", content: "g00gle-Code_1" },
      { name: "msvalidate.01", content: "B1NGCODE" },
    ]);
    expect(organization(home).sameAs).toEqual([
      "https://www.linkedin.com/company/ai-labs",
      "https://github.com/ai-labs",
    ]);
    // Only the home page carries the verification tags.
    expect((await meta("/courses/deep-learning")).verification).toEqual([]);

    // The rendered pages show it at once.
    const homePage = await renderPage(t.app, "/");
    expect(homePage.html).toContain('<meta name="google-site-verification" content="g00gle-Code_1"/>');
    expect(homePage.html).toContain('<meta name="msvalidate.01" content="B1NGCODE"/>');
    const coursePage = await renderPage(t.app, "/courses/deep-learning");
    expect(coursePage.html).toMatch(/<title>[^<]+ - AI Labs Academy<\/title>/);

    const stale = await save(form({ titleSuffix: "| Someone else", version: 0 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(siteSeoMessages.conflict);

    const audited = await sqlRows<{ before: { titleSuffix: string | null }; after: { titleSuffix: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'seo.site_defaults.update'`,
    );
    expect(audited).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ titleSuffix: null }),
        after: expect.objectContaining({ titleSuffix: "- AI Labs Academy" }),
      }),
    ]);

    // Back to the built-in suffix: stored as none, and the pages follow.
    const back = await save(form({ version: 1, profiles: "https://github.com/ai-labs" }));
    expect(back.statusCode, back.body).toBe(200);
    expect((await meta("/courses/deep-learning")).title).toMatch(/ \| AI Labs$/);
  });

  it("takes a 1200 x 630 social image and a logo, refuses other sizes and non-images, and removes them", async () => {
    const wrong = await upload("social", png(1200, 600));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(siteSeoMessages.socialSize(1200, 600));
    const notImage = await upload("social", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    expect(notImage.json().error).toBe(siteSeoMessages.imageType);
    const tinyLogo = await upload("logo", png(100, 100));
    expect(tinyLogo.json().error).toBe(siteSeoMessages.logoSize(100, 100));
    expect((await upload("banner", png(1200, 630))).statusCode).toBe(400);

    const social = await upload("social", png(1200, 630));
    expect(social.statusCode, social.body).toBe(200);
    const image = (social.json() as SiteSeoSettings).socialImage;
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image?.url).toMatch(/^\/media\/seo\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: image?.url ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    // A page without its own image shares the new one; a course with its own keeps it.
    expect((await meta("/about")).image).toBe(`${new URL((await meta("/")).canonical).origin}${image?.url}`);

    const logo = await upload("logo", png(320, 320));
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = (logo.json() as SiteSeoSettings).logo?.url ?? "";
    expect(organization(await meta("/")).logo).toMatchObject({
      url: expect.stringContaining(logoUrl),
      width: 320,
    });

    // Replaced: the old file goes. Removed: the built-in is back and the file is gone.
    const again = await upload("social", png(1200, 630));
    expect((await t.app.inject({ url: image?.url ?? "" })).statusCode).toBe(404);
    const removed = await call(t.app, marketer, "DELETE", "/api/seo/site-settings/images/social");
    expect(removed.json().socialImage).toBeNull();
    expect((await t.app.inject({ url: again.json().socialImage.url })).statusCode).toBe(404);
    expect((await meta("/about")).image).toMatch(/\/assets\/og-image\.jpg$/);

    const actions = await sqlRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where action like 'seo.site_image.%' order by at`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      "seo.site_image.upload",
      "seo.site_image.upload",
      "seo.site_image.upload",
      "seo.site_image.remove",
    ]);
  });
});
