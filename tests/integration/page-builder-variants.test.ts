import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LandingPageView } from "#contracts/landing-page-view.ts";
import { bucketOf } from "#server/modules/page-builder/ab-bucket.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// A/B variants of a landing page (issue 21, decision 0068), through the API: B created from A, saved, started
// (A and B published together; the public read draws B for variant=b), conversions per variant counted from
// page views and leads sent through the real lead endpoint (visitors told apart by their user agents), "make
// winner", and access (marketers edit B but never start or stop a test).
let t: TestApp;
let admin: Visitor;
let marketer: Visitor;
let anonymous: Visitor;
let counter = 0;
const base = "/api/admin/pages";
const site = "http://learn.ailabs.test:8080";

type Detail = {
  id: string;
  path: string;
  version: number;
  status: string;
  previewUrl: string;
  document: { content: { type: string; props: Record<string, unknown> }[] };
  variant: { document: Detail["document"]; running: boolean; startedAt: string | null } | null;
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: site });
  const db = t.database.db;
  admin = await signedIn(t.app, await createAccount(db, { role: "admin" }));
  marketer = await signedIn(t.app, await createAccount(db, { role: "digital_marketer" }));
  anonymous = await visit(t.app);
});
afterAll(async () => {
  await t?.close();
});

const hero = (heading: string) => ({
  type: "Hero",
  props: { id: `Hero-${++counter}`, heading, subheading: "", buttonLabel: "", buttonHref: "", tone: "light" },
});

async function ok(response: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Detail;
}

/** A page with A's draft saved (one hero "Version A"). */
async function pageWithDraft(): Promise<Detail> {
  const path = `/ab-${++counter}-${Date.now().toString(36)}`;
  const created = await ok(
    await call(t.app, admin, "POST", base, { path, title: "AB page", description: "A page under test." }),
    201,
  );
  return ok(
    await call(t.app, admin, "PUT", `${base}/${created.id}`, {
      path,
      title: "AB page",
      description: "A page under test.",
      document: { root: { props: {} }, content: [hero("Version A")] },
      version: created.version,
    }),
  );
}

async function viewHeading(path: string, variant?: "a" | "b") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/landing-pages?path=${encodeURIComponent(path)}${variant ? `&variant=${variant}` : ""}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const block = (response.json() as LandingPageView).blocks[0];
  return block?.type === "Hero" ? block.props.heading : undefined;
}

/** Today's visitor hash as the analytics service computes it (the salt is the day's row). */
async function visitorHash(userAgent: string, ip = "127.0.0.1") {
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await sqlRows<{ salt: string }>(
    t.database.db,
    sql`select salt from analytics_salts where day = ${day}`,
  );
  if (!row) throw new Error("no salt for today yet");
  return createHash("sha256").update(`${row.salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

type Person = { ip: string; agent: string };

/** An anonymous POST from `person` (their address and user agent are their visitor hash). */
function postAs(person: Person, url: string, body: unknown, referer?: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: person.ip,
    headers: {
      cookie: anonymous.cookie,
      "x-xsrf-token": anonymous.token,
      "user-agent": person.agent,
      ...(referer ? { referer } : {}),
    },
  });
}

/** Two visitors (told apart by their user agents) who land in different buckets today. */
async function visitorsInEachBucket(): Promise<Record<"a" | "b", Person>> {
  // A first view makes today's salt.
  const seed = { ip: "203.0.113.250", agent: "Mozilla/5.0 (X11; Linux x86_64) ab-seed" };
  expect((await postAs(seed, "/api/analytics/pageview", { path: "/" })).statusCode).toBe(204);
  const found: Partial<Record<"a" | "b", Person>> = {};
  for (let i = 0; !(found.a && found.b); i++) {
    const person = {
      ip: `203.0.113.${(i % 200) + 1}`,
      agent: `Mozilla/5.0 (X11; Linux x86_64) ab-visitor-${i}`,
    };
    found[bucketOf(await visitorHash(person.agent, person.ip))] ??= person;
  }
  return { a: found.a as Person, b: found.b as Person };
}

describe("A/B variants", () => {
  it("creates B from A, starts the test, draws B for variant b, counts conversions and makes B the winner", async () => {
    const page = await pageWithDraft();
    const created = await ok(
      await call(t.app, marketer, "POST", `${base}/${page.id}/variant`, { version: page.version }),
    );
    expect(created.variant).toMatchObject({ running: false, startedAt: null });
    expect(created.variant?.document.content[0]?.props.heading).toBe("Version A");
    // A second B: 409.
    expect(
      (await call(t.app, admin, "POST", `${base}/${page.id}/variant`, { version: created.version }))
        .statusCode,
    ).toBe(409);

    const savedB = await ok(
      await call(t.app, marketer, "PUT", `${base}/${page.id}/variant`, {
        document: { root: { props: {} }, content: [hero("Version B")] },
        version: created.version,
      }),
    );
    expect(savedB.variant?.document.content[0]?.props.heading).toBe("Version B");
    expect(savedB.document.content[0]?.props.heading).toBe("Version A");
    // Optimistic, as every save: the version it saw.
    expect(
      (
        await call(t.app, marketer, "PUT", `${base}/${page.id}/variant`, {
          document: { root: { props: {} }, content: [hero("Stale")] },
          version: created.version,
        })
      ).statusCode,
    ).toBe(409);
    // B's draft through the preview link.
    const previewPath = new URL(savedB.previewUrl).search;
    const preview = await t.app.inject({
      method: "GET",
      url: `/api/landing-pages/preview${previewPath}&variant=b`,
    });
    expect((preview.json() as LandingPageView).blocks[0]).toMatchObject({ props: { heading: "Version B" } });

    // Marketers never start or stop a test.
    expect(
      (await call(t.app, marketer, "POST", `${base}/${page.id}/variant/start`, { version: savedB.version }))
        .statusCode,
    ).toBe(403);
    const started = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/variant/start`, { version: savedB.version }),
    );
    expect(started.status).toBe("published");
    expect(started.variant?.running).toBe(true);
    expect(await viewHeading(page.path)).toBe("Version A");
    expect(await viewHeading(page.path, "a")).toBe("Version A");
    expect(await viewHeading(page.path, "b")).toBe("Version B");
    const [audit] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${page.id} and action like 'page-builder.variant.%'`,
    );
    expect(audit?.n).toBe(3);

    // Visitors: one in each bucket views the page; the B visitor twice, then sends a lead from it and goes
    // on to checkout; the A visitor sends two leads. A lead from another page counts for neither.
    const people = await visitorsInEachBucket();
    const from = `${site}${page.path}`;
    for (const [person, path] of [
      [people.a, page.path],
      [people.b, page.path],
      [people.b, page.path],
      [people.b, "/courses/checkout"],
    ] as const)
      expect((await postAs(person, "/api/analytics/pageview", { path })).statusCode).toBe(204);
    const contact = { name: "Ann Lead", email: "ann@example.com", phone: "+1 555 010 2030" };
    const callback = {
      name: "Bo Lead",
      phone: "+1 555 010 2031",
      preferredTime: "morning",
      topic: "bootcamp",
    };
    expect((await postAs(people.b, "/api/contact-download", contact, from)).statusCode).toBe(201);
    expect((await postAs(people.a, "/api/callback-request", callback, from)).statusCode).toBe(201);
    expect((await postAs(people.a, "/api/contact-download", contact, from)).statusCode).toBe(201);
    expect((await postAs(people.a, "/api/contact-download", contact, `${site}/courses`)).statusCode).toBe(
      201,
    );
    const variants = await sqlRows<{ variant: string | null }>(
      t.database.db,
      sql`select details->>'variant' as variant from leads where details->>'page' = ${page.path} order by created_at`,
    );
    expect(variants.map((row) => row.variant)).toEqual(["b", "a", "a"]);

    const stats = await call(t.app, marketer, "GET", `${base}/${page.id}/variants`);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({
      running: true,
      items: [
        { variant: "a", views: 1, visitors: 1, leads: 2, checkouts: 0, leadRate: 2, checkoutRate: 0 },
        { variant: "b", views: 2, visitors: 1, leads: 1, checkouts: 1, leadRate: 1, checkoutRate: 1 },
      ],
    });

    // Make B the winner: it is what everyone sees, and A's draft; the test and B are gone.
    expect(
      (
        await call(t.app, marketer, "POST", `${base}/${page.id}/variant/stop`, {
          version: started.version,
          winner: "b",
        })
      ).statusCode,
    ).toBe(403);
    const stopped = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/variant/stop`, {
        version: started.version,
        winner: "b",
      }),
    );
    expect(stopped.variant).toBeNull();
    expect(stopped.document.content[0]?.props.heading).toBe("Version B");
    expect(await viewHeading(page.path)).toBe("Version B");
    expect(await viewHeading(page.path, "b")).toBe("Version B");
    // A lead sent now carries no variant.
    expect((await postAs(people.b, "/api/contact-download", contact, from)).statusCode).toBe(201);
    const [last] = await sqlRows<{ variant: string | null }>(
      t.database.db,
      sql`select details->>'variant' as variant from leads where details->>'page' = ${page.path} order by created_at desc limit 1`,
    );
    expect(last?.variant).toBeNull();
  });

  it("refuses to start without B, and making A the winner before a start discards B", async () => {
    const page = await pageWithDraft();
    expect(
      (await call(t.app, admin, "POST", `${base}/${page.id}/variant/start`, { version: page.version }))
        .statusCode,
    ).toBe(409);
    const created = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/variant`, { version: page.version }),
    );
    const discarded = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/variant/stop`, {
        version: created.version,
        winner: "a",
      }),
    );
    expect(discarded.variant).toBeNull();
    expect(discarded.status).toBe("draft");
    expect(discarded.document.content[0]?.props.heading).toBe("Version A");
  });

  it("ends the test when the page is unpublished; without a test variant b reads the page as always", async () => {
    const page = await pageWithDraft();
    const created = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/variant`, { version: page.version }),
    );
    const started = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/variant/start`, { version: created.version }),
    );
    const off = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/unpublish`, { version: started.version }),
    );
    expect(off.variant).toMatchObject({ running: false });
    const published = await ok(
      await call(t.app, admin, "POST", `${base}/${page.id}/publish`, { version: off.version }),
    );
    expect(published.variant?.running).toBe(false);
    expect(await viewHeading(page.path, "b")).toBe("Version A");
  });
});
