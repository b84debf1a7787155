import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResolvedPageMeta, seoDefaults } from "#contracts/seo.ts";
import { accountPages, checkoutPages, searchPage, seoPreviewPage } from "#contracts/static-pages.ts";
import { listedPaths } from "../support/page-sources.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// PUBLIC_URL differs from the Host the requests carry: every absolute URL must come from PUBLIC_URL.
const publicUrl = "https://ailabs.example";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await t?.close();
});

async function pageMeta(path: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/seo/page-meta?path=${encodeURIComponent(path)}`,
    headers: { host: "attacker.example" },
  });
}

async function resolved(path: string): Promise<ResolvedPageMeta> {
  const response = await pageMeta(path);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}

type CourseLd = {
  "@context": string;
  hasCourseInstance: {
    "@type": string;
    startDate: string;
    courseMode: string;
    courseWorkload: string;
    instructor?: unknown[];
  }[];
  offers: { availability: string } & Record<string, unknown>;
  aggregateRating?: unknown;
};

function blocksOfType(meta: ResolvedPageMeta, type: string): Record<string, unknown>[] {
  return meta.structuredData.filter((block) => block["@type"] === type);
}

async function sitemapPaths(): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

describe("GET /api/seo/page-meta", () => {
  it("describes the home page with Organization and a WebSite SearchAction, from PUBLIC_URL", async () => {
    const meta = await resolved("/");
    expect(meta).toMatchObject({
      path: "/",
      title: "AI Labs | AI Certification Courses and AI Engineering Bootcamp",
      canonical: `${publicUrl}/`,
      image: `${publicUrl}${seoDefaults.image}`,
      imageWidth: 1200,
      imageHeight: 630,
      noindex: false,
      pageType: "website",
      author: "AI Labs Team",
      language: "en",
      locale: "en_US",
      siteName: "AI Labs",
    });
    expect(meta.description.length).toBeGreaterThanOrEqual(70);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(JSON.stringify(meta)).not.toContain("attacker.example");
    const [organization] = blocksOfType(meta, "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "AI Labs",
      url: `${publicUrl}/`,
    });
    const [website] = blocksOfType(meta, "WebSite");
    expect(website?.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${publicUrl}/search?q={search_term_string}` },
    });
  });

  it("describes a course with a CourseInstance per upcoming batch, a USD Offer valid a year and its rating", async () => {
    const meta = await resolved("/courses/deep-learning");
    expect(meta.pageType).toBe("course");
    expect(meta.title).toMatch(/\| AI Labs$/);
    const [course] = blocksOfType(meta, "Course") as unknown as CourseLd[];
    expect(course).toBeDefined();
    expect(course!["@context"]).toBe("https://schema.org");

    const batches = await sqlRows<{ start_date: string; seats: number }>(
      t.database.db,
      sql`select b.start_date::text as start_date, (b.seats_total - b.seats_taken)::int as seats
          from batches b join courses c on c.id = b.course_id
          where c.slug = 'deep-learning' and b.start_date > current_date order by b.start_date`,
    );
    expect(batches.length).toBeGreaterThan(0);
    expect(course!.hasCourseInstance).toHaveLength(batches.length);
    expect(course!.hasCourseInstance.map((i) => i.startDate).sort()).toEqual(
      batches.map((b) => b.start_date),
    );
    for (const instance of course!.hasCourseInstance) {
      expect(instance["@type"]).toBe("CourseInstance");
      expect(instance.courseMode).toEqual(expect.any(String));
      expect(instance.courseWorkload).toMatch(/^P\d+W$/);
      for (const person of instance.instructor ?? []) {
        expect(person).toMatchObject({ "@type": "Person", jobTitle: expect.any(String) });
      }
    }

    const [priced] = await sqlRows<{ price_cents: number }>(
      t.database.db,
      sql`select price_cents from courses where slug = 'deep-learning'`,
    );
    const priceCents = priced!.price_cents;
    const yearAhead = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(course!.offers).toMatchObject({
      "@type": "Offer",
      price: (priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      priceValidUntil: yearAhead,
      url: `${publicUrl}/courses/deep-learning`,
    });
    expect([
      "https://schema.org/InStock",
      "https://schema.org/LimitedAvailability",
      "https://schema.org/SoldOut",
    ]).toContain(course!.offers.availability);

    const [reviews] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from course_reviews r join courses c on c.id = r.course_id
          where c.slug = 'deep-learning' and r.published`,
    );
    if (reviews!.n > 0) {
      expect(course!.aggregateRating).toMatchObject({
        "@type": "AggregateRating",
        bestRating: 5,
        reviewCount: reviews!.n,
      });
    }
    expect(meta.breadcrumbs[0]).toEqual({ name: "Home", url: "/" });
    expect(blocksOfType(meta, "BreadcrumbList")).toHaveLength(1);
  });

  it("normalises the path: query, fragment, trailing and repeated slashes", async () => {
    const meta = await resolved("/courses//deep-learning/?utm_source=x#faq");
    expect(meta.path).toBe("/courses/deep-learning");
    expect(meta.canonical).toBe(`${publicUrl}/courses/deep-learning`);
  });

  it("answers 400 for what is not a site path and 404 for a path no page has", async () => {
    for (const path of ["https://evil.example/", "courses", "//evil.example", "/a/../b"]) {
      const response = await pageMeta(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors[0].message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ method: "GET", url: "/api/seo/page-meta" })).statusCode).toBe(400);
    const unknown = await pageMeta("/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("No page of this site has that path");
  });

  it("never describes portals, the profile or the API", async () => {
    for (const path of [
      "/dashboard/student",
      "/dashboard/admin/seo",
      "/admin/batches",
      "/profile",
      "/api/user",
    ]) {
      expect((await pageMeta(path)).statusCode, path).toBe(404);
    }
  });

  it("marks the tools, account and checkout pages noindex", async () => {
    const noindex = [searchPage, seoPreviewPage, ...Object.values(accountPages), ...checkoutPages];
    for (const page of noindex) {
      const meta = await resolved(page.path);
      expect(meta.noindex, page.path).toBe(true);
      expect(meta.title).toBe(page.title);
    }
    // The emailed reset link's token never becomes the canonical URL.
    expect((await resolved("/reset-password/abc123")).canonical).toBe(`${publicUrl}/reset-password`);
  });

  it("applies a page_metadata override: its non-null fields win, the rest keeps the content's values", async () => {
    const before = await resolved("/courses/deep-learning");
    await t.database.db.execute(sql`
      insert into page_metadata (path, title, image, keywords, alternates)
      values ('/courses/deep-learning', 'Deep Learning with PyTorch, Live Online | AI Labs', '/assets/custom.jpg',
              '["pytorch course"]'::jsonb, '[{"hreflang":"en-GB","href":"https://ailabs.example/uk/deep-learning"}]'::jsonb)`);
    try {
      const after = await resolved("/courses/deep-learning");
      expect(after.title).toBe("Deep Learning with PyTorch, Live Online | AI Labs");
      expect(after.description).toBe(before.description);
      expect(after.image).toBe(`${publicUrl}/assets/custom.jpg`);
      expect(after.keywords).toEqual(["pytorch course"]);
      expect(after.alternates).toEqual([
        { hreflang: "en-GB", href: "https://ailabs.example/uk/deep-learning" },
      ]);
      expect(after.canonical).toBe(before.canonical);
      expect(after.noindex).toBe(false);
    } finally {
      await t.database.db.execute(sql`delete from page_metadata where path = '/courses/deep-learning'`);
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("is XML with a short cache, listing absolute URLs from PUBLIC_URL with W3C lastmod dates", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "attacker.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs[0]).toBe(`${publicUrl}/`);
    for (const loc of locs) expect(loc.startsWith(`${publicUrl}/`)).toBe(true);
    for (const lastmod of response.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("lists exactly the indexable paths of every page source, and nothing private", async () => {
    const listed = await sitemapPaths();
    const expected = new Set<string>();
    for (const [path, indexable] of await listedPaths(t.database.db, publicUrl))
      if (indexable) expected.add(path);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) {
      expect(path).not.toMatch(/^\/(dashboard|admin|api|profile|auth|forgot-password|reset-password)(\/|$)/);
      expect((await resolved(path)).noindex, path).toBe(false);
    }
    for (const path of ["/search", "/seo-preview", "/auth", "/courses/checkout", "/payment-success"]) {
      expect(listed).not.toContain(path);
    }
    for (const path of ["/", "/courses", "/courses/deep-learning"]) expect(listed).toContain(path);
  });

  it("drops a path an override marks noindex", async () => {
    await t.database.db.execute(
      sql`insert into page_metadata (path, noindex) values ('/courses/ai-business', true)`,
    );
    try {
      expect(await sitemapPaths()).not.toContain("/courses/ai-business");
      expect((await resolved("/courses/ai-business")).noindex).toBe(true);
    } finally {
      await t.database.db.execute(sql`delete from page_metadata where path = '/courses/ai-business'`);
    }
    expect(await sitemapPaths()).toContain("/courses/ai-business");
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of portals, accounts, the API and checkout, and points to the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of [
      "/dashboard/",
      "/admin/",
      "/api/",
      "/auth",
      "/forgot-password",
      "/reset-password",
      "/profile",
      "/courses/checkout",
      "/ai-bootcamp/enroll",
      "/ai-bootcamp/payment",
      "/payment-success",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});
