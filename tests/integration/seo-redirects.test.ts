import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/auth.ts";
import { type Redirect, type RedirectList, redirectMessages } from "#contracts/seo-redirects.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { type TestApp, type Visitor, visit } from "../support/test-app.ts";

// SEO Settings' redirects (issue 20): managed through /api/seo/redirects, served before the pages. With
// server rendering, as in production: a redirect must answer before the pages' catch-all route.

let t: TestApp;
let marketer: Visitor;

beforeAll(async () => {
  t = await createSsrTestApp();
  marketer = await signedIn(
    t.app,
    await createAccount(t.database.db, { role: "digital_marketer", name: "Mo Marketer" }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const add = (body: Record<string, unknown>, session: Visitor = marketer) =>
  call(t.app, session, "POST", "/api/seo/redirects", { match: "exact", status: "301", target: "", ...body });
const list = async (): Promise<RedirectList> =>
  (await call(t.app, marketer, "GET", "/api/seo/redirects")).json();
const remove = (id: string, session: Visitor = marketer) =>
  call(t.app, session, "DELETE", `/api/seo/redirects/${id}`);
const visitPath = (url: string) => t.app.inject({ method: "GET", url });

describe("access", () => {
  it("answers 401 to visitors and 403 to students and instructors", async () => {
    const visitor = await visit(t.app);
    expect((await call(t.app, visitor, "GET", "/api/seo/redirects")).statusCode).toBe(401);
    for (const role of ["student", "instructor"] as Role[]) {
      const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
      expect((await call(t.app, session, "GET", "/api/seo/redirects")).statusCode).toBe(403);
      expect((await add({ from: "/nope", target: "/courses" }, session)).statusCode).toBe(403);
    }
    expect((await list()).items.map((r) => r.from)).not.toContain("/nope");
  });
});

describe("serving", () => {
  it("answers a 301 at once, keeps the query, counts hits, and stops when deleted", async () => {
    const created = await add({ from: "/old-courses/", target: "/courses" });
    expect(created.statusCode, created.body).toBe(201);
    const redirect: Redirect = created.json();
    expect(redirect).toMatchObject({
      from: "/old-courses",
      status: "301",
      target: "/courses",
      hits: 0,
      createdBy: "Mo Marketer",
    });

    const answer = await visitPath("/old-courses?utm_source=mail");
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe("/courses?utm_source=mail");
    await visitPath("/old-courses/");
    await expect.poll(async () => (await list()).items.find((r) => r.id === redirect.id)?.hits).toBe(2);
    // The API and the site's files are never redirected.
    expect((await visitPath("/api/seo/redirects")).statusCode).not.toBe(301);

    expect((await remove(redirect.id)).statusCode).toBe(204);
    expect((await visitPath("/old-courses")).statusCode).not.toBe(301);
    expect((await remove(redirect.id)).statusCode).toBe(404);
    expect((await remove("not-a-uuid")).statusCode).toBe(404);
  });

  it("a prefix redirect carries what follows; a 302 is temporary; a 410 says gone", async () => {
    expect((await add({ from: "/blog/2023", match: "prefix", target: "/blog" })).statusCode).toBe(201);
    const moved = await visitPath("/blog/2023/a-post");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/blog/a-post");

    expect(
      (await add({ from: "/promo", status: "302", target: "https://events.example.org/ai" })).statusCode,
    ).toBe(201);
    const promo = await visitPath("/promo");
    expect(promo.statusCode).toBe(302);
    expect(promo.headers.location).toBe("https://events.example.org/ai");
    expect(promo.headers["cache-control"]).toBe("no-store");

    expect((await add({ from: "/retired", status: "410" })).statusCode).toBe(201);
    const gone = await visitPath("/retired");
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain("This page is gone");
  });
});

describe("rules", () => {
  it("refuses a loop, a chain either way, a duplicate and a reserved path, and writes nothing", async () => {
    expect((await add({ from: "/first-hop", target: "/second-hop" })).statusCode).toBe(201);
    const before = (await list()).items.length;

    const loop = await add({ from: "/docs", match: "prefix", target: "/docs/start" });
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error).toBe(redirectMessages.loop);

    const intoChain = await add({ from: "/zero-hop", target: "/first-hop" });
    expect(intoChain.statusCode).toBe(409);
    expect(intoChain.json().error).toBe(redirectMessages.chainTarget("/first-hop", "/second-hop"));

    const outOfChain = await add({ from: "/second-hop", target: "/third-hop" });
    expect(outOfChain.statusCode).toBe(409);
    expect(outOfChain.json().error).toBe(redirectMessages.chainSource("/second-hop", "/first-hop"));

    const duplicate = await add({ from: "/first-hop/", target: "/elsewhere" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(redirectMessages.duplicate("/first-hop"));

    for (const from of ["/", "/dashboard/student", "/api/user", "/assets/app.css", "/robots.txt"]) {
      const reserved = await add({ from, target: "/courses" });
      expect(reserved.statusCode, from).toBe(400);
      expect(reserved.json().error).toBe(redirectMessages.fromReserved);
    }
    expect((await list()).items.length).toBe(before);
  });

  it("lets only one of two concurrent adds that would chain through", async () => {
    const results = await Promise.all([
      add({ from: "/race-a", target: "/race-b" }),
      add({ from: "/race-b", target: "/race-c" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ from: "", target: "/x" }, redirectMessages.fromRequired],
    [{ from: "no-slash", target: "/x" }, redirectMessages.fromInvalid],
    [{ from: "//evil.example", target: "/x" }, redirectMessages.fromInvalid],
    [{ from: "/a", target: "" }, redirectMessages.targetRequired],
    [{ from: "/a", target: "javascript:alert(1)" }, redirectMessages.targetInvalid],
    [{ from: "/a", target: "http://insecure.example/x" }, redirectMessages.targetInvalid],
    [{ from: "/a", status: "410", target: "/x" }, redirectMessages.targetForGone],
    [{ from: "/a", status: "307", target: "/x" }, redirectMessages.statusInvalid],
    [{ from: "/a", match: "regex", target: "/x" }, redirectMessages.matchInvalid],
  ])("refuses %o with a clear message", async (body, message) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it("audits every add and delete with before and after", async () => {
    const created: Redirect = (await add({ from: "/audited", target: "/about" })).json();
    await remove(created.id);
    const rows = await sqlRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where entity_type = 'redirect' and entity_id = ${created.id} order by at`,
    );
    expect(rows.map((row) => row.action)).toEqual(["seo.redirect.create", "seo.redirect.delete"]);
    expect(rows[0]?.after).toMatchObject({ from: "/audited", target: "/about" });
    expect(rows[1]?.before).toMatchObject({ from: "/audited" });
    expect(rows[1]?.after).toBeNull();
  });
});

describe("editing in place", () => {
  const edit = (id: string, body: Record<string, unknown>, session: Visitor = marketer) =>
    call(t.app, session, "PUT", `/api/seo/redirects/${id}`, {
      match: "exact",
      status: "301",
      target: "",
      ...body,
    });

  it("changes the destination and the answer at once, keeping the hits while the old path stays", async () => {
    const created: Redirect = (await add({ from: "/edit-me", target: "/courses" })).json();
    await visitPath("/edit-me");
    await expect.poll(async () => (await list()).items.find((r) => r.id === created.id)?.hits).toBe(1);

    const changed = await edit(created.id, { from: "/edit-me", status: "302", target: "/about" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, status: "302", target: "/about", hits: 1 });
    const answer = await visitPath("/edit-me");
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe("/about");

    // A new old path is a new rule: its count starts again, and the former path answers as it would.
    const moved = await edit(created.id, { from: "/edited", status: "410" });
    expect(moved.json()).toMatchObject({ from: "/edited", status: "410", target: null, hits: 0 });
    expect((await visitPath("/edited")).statusCode).toBe(410);
    expect((await visitPath("/edit-me")).statusCode).not.toBe(302);

    const rows = await sqlRows<{ before: { target: string | null }; after: { target: string | null } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'seo.redirect.update' and entity_id = ${created.id} order by at`,
    );
    expect(rows.map((row) => [row.before.target, row.after.target])).toEqual([
      ["/courses", "/about"],
      ["/about", null],
    ]);
  });

  it("refuses a path another redirect holds, a chain or a loop made by the edit, and 404s a missing one", async () => {
    const a: Redirect = (await add({ from: "/edit-a", target: "/edit-b" })).json();
    const c: Redirect = (await add({ from: "/edit-c", target: "/courses" })).json();

    const taken = await edit(c.id, { from: "/edit-a", target: "/courses" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(redirectMessages.duplicate("/edit-a"));

    const chain = await edit(c.id, { from: "/edit-b", target: "/courses" });
    expect(chain.statusCode).toBe(409);
    expect(chain.json().error).toBe(redirectMessages.chainSource("/edit-b", "/edit-a"));

    const loop = await edit(a.id, { from: "/edit-a", match: "prefix", target: "/edit-a/next" });
    expect(loop.json().error).toBe(redirectMessages.loop);

    // Its own path is not "taken": saving a redirect unchanged is fine.
    expect((await edit(a.id, { from: "/edit-a", target: "/edit-b" })).statusCode).toBe(200);

    const bad = await edit(a.id, { from: "/", target: "/courses" });
    expect(bad.statusCode).toBe(400);
    expect(
      (await edit("00000000-0000-4000-8000-000000000000", { from: "/x", target: "/y" })).statusCode,
    ).toBe(404);
    expect((await edit("not-a-uuid", { from: "/x", target: "/y" })).statusCode).toBe(404);

    const student = await signedIn(t.app, await createAccount(t.database.db, { role: "student" }));
    expect((await edit(a.id, { from: "/edit-a", target: "/about" }, student)).statusCode).toBe(403);
    expect((await list()).items.find((r) => r.id === a.id)?.target).toBe("/edit-b");
  });
});
