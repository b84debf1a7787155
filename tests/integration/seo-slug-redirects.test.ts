import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCourse, AdminCoursesPage } from "#contracts/admin-courses.ts";
import { adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import type { Redirect } from "#contracts/seo-redirects.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import type { TestApp, Visitor } from "../support/test-app.ts";

// A course that changes its slug leaves a 301 behind at its old address (issue 20), written in the transaction
// that moves it: earlier redirects to the old address lead straight to the new one (no chain), and moving back
// drops the redirect from the address the page takes again (no loop).

let t: TestApp;
let admin: Visitor;
let course: AdminCourse;

beforeAll(async () => {
  // With server rendering, as in production: the redirects answer before the pages' catch-all route.
  t = await createSsrTestApp();
  admin = await signedIn(t.app, await createAccount(t.database.db, { role: "admin", name: "Ada Admin" }));
  const page: AdminCoursesPage = (
    await call(t.app, admin, "GET", "/api/admin/courses?q=machine-learning")
  ).json();
  const found = page.items.find((item) => item.slug === "machine-learning");
  if (!found) throw new Error("the seeded machine-learning course is missing");
  course = (await call(t.app, admin, "GET", `/api/admin/courses/${found.id}`)).json();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const changeSlug = (slug: string, session = admin) =>
  call(t.app, session, "PUT", `/api/admin/courses/${course.id}/slug`, { slug });
const move = async (slug: string) => {
  const response = await changeSlug(slug);
  expect(response.statusCode, response.body).toBe(200);
  course = response.json();
  return course;
};
const redirects = async (): Promise<Map<string, string | null>> => {
  const list: { items: Redirect[] } = (await call(t.app, admin, "GET", "/api/seo/redirects")).json();
  return new Map(list.items.map((item) => [item.from, item.target]));
};
const answer = async (path: string) => {
  const response = await t.app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
  return { status: response.statusCode, location: response.headers.location };
};

describe("a course's new slug", () => {
  it("is refused with the field's words: the same slug, a taken one, an invalid one", async () => {
    const cases: [string, string][] = [
      ["machine-learning", adminCoursesMessages.slugUnchanged],
      ["deep-learning", adminCoursesMessages.slugTaken],
      ["Not A Slug", adminCoursesMessages.slugInvalid],
    ];
    for (const [slug, message] of cases) {
      const response = await changeSlug(slug);
      expect(response.statusCode, slug).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await redirects()).size).toBe(0);
  });

  it("is for admins only, and needs the anti-forgery token", async () => {
    const marketer = await signedIn(t.app, await createAccount(t.database.db, { role: "digital_marketer" }));
    expect((await changeSlug("ml-engineering", marketer)).statusCode).toBe(403);
    const noToken = await t.app.inject({
      method: "PUT",
      url: `/api/admin/courses/${course.id}/slug`,
      payload: { slug: "ml-engineering" },
      headers: { cookie: admin.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it("moves the page and redirects the old address with a 301, audited", async () => {
    const before = course.version;
    const moved = await move("ml-engineering");
    expect(moved).toMatchObject({ slug: "ml-engineering", path: "/courses/ml-engineering" });
    // The course form open beside it still saves: the content's version stays.
    expect(moved.version).toBe(before);
    expect((await answer("/courses/ml-engineering")).status).toBe(200);
    expect(await answer("/courses/machine-learning")).toEqual({
      status: 301,
      location: "/courses/ml-engineering",
    });
    expect((await call(t.app, admin, "GET", "/api/courses/ml-engineering")).statusCode).toBe(200);
    expect(await redirects()).toEqual(new Map([["/courses/machine-learning", "/courses/ml-engineering"]]));
    const audit = await sqlRows<{ summary: string }>(
      t.database.db,
      sql`select summary from audit_log where action = 'course.slug'`,
    );
    expect(audit.map((row) => row.summary)).toEqual([
      "machine-learning -> ml-engineering; /courses/machine-learning redirects to /courses/ml-engineering",
    ]);
  });

  it("a second move makes no chain: every old address leads straight to the newest", async () => {
    await move("machine-learning-pro");
    expect(await redirects()).toEqual(
      new Map([
        ["/courses/machine-learning", "/courses/machine-learning-pro"],
        ["/courses/ml-engineering", "/courses/machine-learning-pro"],
      ]),
    );
    expect(await answer("/courses/machine-learning")).toEqual({
      status: 301,
      location: "/courses/machine-learning-pro",
    });
  });

  it("moving back to an old address makes no loop: that address answers with the page again", async () => {
    await move("machine-learning");
    expect(await redirects()).toEqual(
      new Map([
        ["/courses/ml-engineering", "/courses/machine-learning"],
        ["/courses/machine-learning-pro", "/courses/machine-learning"],
      ]),
    );
    expect((await answer("/courses/machine-learning")).status).toBe(200);
    expect((await call(t.app, admin, "GET", "/api/courses/machine-learning")).statusCode).toBe(200);
  });
});
