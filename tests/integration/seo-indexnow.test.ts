import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IndexNowUnavailableError } from "#server/providers/indexnow/indexnow-provider.ts";
import { type FakeIndexNow, startFakeIndexNow } from "../support/fake-indexnow.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// IndexNow (issue 20): with INDEXNOW_KEY the key file is served at the site root, and every minute the sitemap's
// new and changed URLs are submitted once, across instances, against a local endpoint speaking the protocol.

const key = "ailabs-indexnow-key-0001";
let t: TestApp;
let fake: FakeIndexNow;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  const xml = (await t.app.inject({ url: "/sitemap.xml" })).body;
  origin = new URL(/<loc>([^<]+)<\/loc>/.exec(xml)?.[1] ?? "").origin;
  await t.close();
  fake = await startFakeIndexNow({ key, origin });
  t = await createTestApp({ INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: fake.url });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const sitemapLocs = async () =>
  [...(await t.app.inject({ url: "/sitemap.xml" })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const touchPost = (slug: string) =>
  t.database.db.execute(
    sql`update blog_posts set updated_at = now() + interval '1 minute' where slug = ${slug}`,
  );
const firstPostSlug = async () => {
  const locs = await sitemapLocs();
  return (locs.find((loc) => /\/blog\/[^/]+$/.test(loc ?? "")) ?? "").split("/blog/")[1] ?? "";
};

describe("IndexNow", () => {
  it("serves the key file at the site root", async () => {
    const response = await t.app.inject({ url: `/${key}.txt` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(key);
    expect((await t.app.inject({ url: "/another-key-0000.txt" })).body).not.toBe("another-key-0000");
  });

  it("submits every sitemap URL once, then only what changed", async () => {
    const locs = await sitemapLocs();
    expect(await t.app.indexNow.sweep()).toBe(locs.length);
    expect(fake.accepted).toHaveLength(1);
    expect([...(fake.accepted[0]?.urlList ?? [])].sort()).toEqual([...locs].sort());
    expect(fake.accepted[0]?.keyLocation).toBe(`${origin}/${key}.txt`);

    expect(await t.app.indexNow.sweep()).toBe(0);
    expect(fake.accepted).toHaveLength(1);

    const slug = await firstPostSlug();
    await touchPost(slug);
    // The post changed, and so did /blog (its lastmod is its newest post's).
    expect(await t.app.indexNow.sweep()).toBe(2);
    expect([...(fake.accepted[1]?.urlList ?? [])].sort()).toEqual([
      `${origin}/blog`,
      `${origin}/blog/${slug}`,
    ]);
  });

  it("gives the URLs back when the endpoint fails, and submits them on the next sweep", async () => {
    const slug = await firstPostSlug();
    await touchPost(slug);
    fake.script({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await t.app.indexNow.sweep().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(IndexNowUnavailableError);
    const accepted = fake.accepted.length;
    expect(await t.app.indexNow.sweep()).toBe(2);
    expect(fake.accepted).toHaveLength(accepted + 1);
  }, 30_000);

  it("two sweeps at the same moment submit a change once", async () => {
    await touchPost(await firstPostSlug());
    const counts = await Promise.all([t.app.indexNow.sweep(), t.app.indexNow.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
