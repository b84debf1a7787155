import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminBatch, AdminBatchesPage, WaitlistEntry } from "#contracts/admin-batches.ts";
import { adminBatchesMessages, waitlistMessages } from "#contracts/admin-batches-text.ts";
import type { UpcomingBatch } from "#contracts/batches.ts";
import type { CourseDetail } from "#contracts/catalog.ts";
import type { Quote } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Bootcamp Batches (issue 17, decision 0045): the admin's batches with the seats rule, price override and
// early-bird deadline as checkout and the course page quote them, and the waitlist with its offers.

const publicUrl = "http://ailabs.test";
let t: TestApp;
let sink: SmtpSink;
let admin: TestAccount;
let adminSession: Visitor;
let teacher: TestAccount;

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

async function createBatch(body: Record<string, unknown> = {}): Promise<AdminBatch> {
  const response = await call(t.app, adminSession, "POST", "/api/admin/batches", {
    course: "machine-learning",
    type: "weekend",
    startDate: inDays(45),
    schedule: "Sat & Sun, 10:00-14:00 ET",
    timeZone: "America/New_York",
    seatsTotal: 10,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function patch(id: string, body: Record<string, unknown>, session: Visitor = adminSession) {
  return call(t.app, session, "PATCH", `/api/admin/batches/${id}`, body);
}

async function adminBatch(id: string): Promise<AdminBatch> {
  const page = (
    await call(t.app, adminSession, "GET", "/api/admin/batches?pageSize=100")
  ).json() as AdminBatchesPage;
  const found = page.items.find((item) => item.id === id);
  if (!found) throw new Error("batch not listed");
  return found;
}

async function setSold(batchId: string, sold: number) {
  await t.database.db.execute(sql`update batches set seats_taken = ${sold} where id = ${batchId}`);
}

let visitor: Visitor | undefined;
/** A visitor's form post (anti-forgery token, an address of its own so the form limit never trips). */
async function join(batchId: string, name: string, email: string) {
  visitor ??= await visit(t.app);
  return call(t.app, visitor, "POST", `/api/batches/${batchId}/waitlist`, { name, email });
}

async function line(batchId: string): Promise<WaitlistEntry[]> {
  const response = await call(t.app, adminSession, "GET", `/api/admin/batches/${batchId}/waitlist`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

async function auditOf(batchId: string) {
  return sqlRows<{ action: string; before: unknown; after: unknown; actor_id: string }>(
    t.database.db,
    sql`select action, before, after, actor_id from audit_log where entity_type = 'batch' and entity_id = ${batchId} order by at`,
  );
}

function offerLinkOf(mail: ReceivedMail): string {
  const match = /http:\/\/ailabs\.test\/courses\/checkout\?\S+/.exec(mail.text);
  if (!match) throw new Error("no offer link in the mail");
  return match[0];
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl, PAYMENTS_PROVIDER: "test" });
  admin = await createAccount(t.database.db, { role: "admin", name: "Bea Batches" });
  adminSession = await signedIn(t.app, admin);
  teacher = await createAccount(t.database.db, { role: "instructor", name: "Ian Instructor" });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe("access", () => {
  it("answers 401 to visitors and 403 to every other role on every admin route", async () => {
    const batch = await createBatch();
    const routes = [
      ["GET", "/api/admin/batches"],
      ["POST", "/api/admin/batches"],
      ["PATCH", `/api/admin/batches/${batch.id}`],
      ["GET", `/api/admin/batches/${batch.id}/waitlist`],
      ["DELETE", `/api/admin/batches/${batch.id}/waitlist/${batch.id}`],
    ] as const;
    const visitor = await visit(t.app);
    const sessions = await Promise.all(
      (["student", "instructor", "digital_marketer"] as const).map(async (role) =>
        signedIn(t.app, await createAccount(t.database.db, { role })),
      ),
    );
    for (const [method, url] of routes) {
      expect(
        (await call(t.app, visitor, method, url, method === "GET" || method === "DELETE" ? undefined : {}))
          .statusCode,
      ).toBe(401);
      for (const session of sessions) {
        const body = method === "GET" || method === "DELETE" ? undefined : {};
        expect((await call(t.app, session, method, url, body)).statusCode).toBe(403);
      }
    }
  });
});

describe("create and validation", () => {
  it("refuses bad input with a clear message for each field", async () => {
    const base = {
      course: "machine-learning",
      type: "weekend",
      startDate: inDays(40),
      schedule: "Sat, 10:00 ET",
      timeZone: "Europe/Berlin",
      seatsTotal: 5,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ timeZone: "Mars/Olympus" }, adminBatchesMessages.timeZoneInvalid],
      [{ timeZone: "+05:30" }, adminBatchesMessages.timeZoneInvalid],
      [{ startDate: "2027-02-30" }, adminBatchesMessages.startDateInvalid],
      [{ endDate: inDays(39) }, adminBatchesMessages.endBeforeStart],
      [{ earlyBirdDeadline: inDays(41) }, adminBatchesMessages.earlyBirdAfterStart],
      [{ seatsTotal: 0 }, adminBatchesMessages.seatsInvalid],
      [{ seatsTotal: 2.5 }, adminBatchesMessages.seatsInvalid],
      [{ type: "evening" }, adminBatchesMessages.typeInvalid],
      [{ schedule: "  " }, adminBatchesMessages.scheduleRequired],
      [{ priceOverrideCents: -1 }, adminBatchesMessages.priceInvalid],
      [{ status: "full" }, adminBatchesMessages.statusInvalid],
      [{ course: "no-such-course" }, adminBatchesMessages.courseNotFound],
      [{ startDate: inDays(-3) }, adminBatchesMessages.startDateInPast],
      [{ instructorIds: [admin.id] }, adminBatchesMessages.instructorNotFound],
    ];
    for (const [change, message] of cases) {
      const response = await call(t.app, adminSession, "POST", "/api/admin/batches", { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
  });

  it("creates a batch that the banner and the course page show at once, and records it", async () => {
    // Read first, so the 5-second caches hold the old list: the create must drop them.
    await call(t.app, null, "GET", "/api/upcoming-batches");
    await call(t.app, null, "GET", "/api/courses/machine-learning");
    const startDate = inDays(3);
    const batch = await createBatch({
      startDate,
      schedule: "Banner check, Mon 18:00 ET",
      endDate: inDays(60),
      seatsTotal: 7,
      instructorIds: [teacher.id],
      priceOverrideCents: 123_456,
    });
    expect(batch).toMatchObject({
      status: "open",
      listStatus: "open",
      seatsTotal: 7,
      seatsSold: 0,
      seatsHeld: 0,
      seatsFree: 7,
      waitlistCount: 0,
      version: 1,
      instructors: [{ id: teacher.id, name: "Ian Instructor" }],
      priceOverrideCents: 123_456,
    });
    const upcoming = (await call(t.app, null, "GET", "/api/upcoming-batches")).json() as UpcomingBatch[];
    expect(upcoming).toContainEqual({
      type: "weekend",
      startDate,
      schedule: "Banner check, Mon 18:00 ET",
      seatsAvailable: 7,
      course: { title: expect.any(String) },
    });
    const page = (await call(t.app, null, "GET", "/api/courses/machine-learning")).json() as CourseDetail;
    expect(page.batches.find((b) => b.id === batch.id)).toMatchObject({
      priceCents: 123_456,
      seatsAvailable: 7,
    });
    // The instructor now teaches the course too (their portal lists it).
    const taught = await sqlRows(
      t.database.db,
      sql`select 1 from course_instructors ci join courses c on c.id = ci.course_id where c.slug = 'machine-learning' and ci.user_id = ${teacher.id}`,
    );
    expect(taught).toHaveLength(1);
    const audit = await auditOf(batch.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "batch.create",
        actor_id: admin.id,
        before: null,
        after: expect.objectContaining({
          seatsTotal: 7,
          priceOverrideCents: 123_456,
          instructors: ["Ian Instructor"],
        }),
      }),
    ]);
  });

  it("lists with filters and pages", async () => {
    const draft = await createBatch({ course: "deep-learning", type: "fast_track", status: "draft" });
    const byCourse = (
      await call(
        t.app,
        adminSession,
        "GET",
        "/api/admin/batches?course=deep-learning&type=fast_track&status=draft",
      )
    ).json() as AdminBatchesPage;
    expect(byCourse.items.map((item) => item.id)).toEqual([draft.id]);
    expect(byCourse.courses.length).toBeGreaterThan(1);
    expect(byCourse.instructors).toContainEqual({ id: teacher.id, name: "Ian Instructor" });
    const paged = (await call(t.app, adminSession, "GET", "/api/admin/batches?pageSize=1&page=2")).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(2);
    const bad = await call(t.app, adminSession, "GET", "/api/admin/batches?status=sleeping");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(adminBatchesMessages.listStatusInvalid);
    expect((await patch("not-a-uuid", { version: 1, seatsTotal: 3 })).statusCode).toBe(404);
  });
});

describe("update", () => {
  it("saves with the version it was opened at, and answers 409 to the second of two edits", async () => {
    const batch = await createBatch();
    const first = await patch(batch.id, { version: 1, schedule: "Sun 09:00 ET", seatsTotal: 12 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, schedule: "Sun 09:00 ET", seatsTotal: 12 });
    const second = await patch(batch.id, { version: 1, schedule: "Sat 09:00 ET" });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(recordVersionMessages.conflict("batch"));
    // Two editors at once: exactly one wins.
    const both = await Promise.all([
      patch(batch.id, { version: 2, seatsTotal: 13 }),
      patch(batch.id, { version: 2, seatsTotal: 14 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audit = await auditOf(batch.id);
    expect(audit.map((row) => row.action)).toEqual(["batch.create", "batch.update", "batch.update"]);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ schedule: "Sat & Sun, 10:00-14:00 ET", seatsTotal: 10, version: 1 }),
      after: expect.objectContaining({ schedule: "Sun 09:00 ET", seatsTotal: 12, version: 2 }),
    });
    // The dates are checked against what is stored.
    const dates = await patch(batch.id, { version: 3, endDate: inDays(1) });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error).toBe(adminBatchesMessages.endBeforeStart);
  });

  it("takes a closed or cancelled batch out of the banner, the course page and checkout", async () => {
    const batch = await createBatch({ schedule: "Closing soon, Tue 19:00 ET" });
    const closed = await patch(batch.id, { version: 1, status: "closed" });
    expect(closed.statusCode).toBe(200);
    const upcoming = (await call(t.app, null, "GET", "/api/upcoming-batches")).json() as UpcomingBatch[];
    expect(upcoming.some((b) => b.schedule === "Closing soon, Tue 19:00 ET")).toBe(false);
    const page = (await call(t.app, null, "GET", "/api/courses/machine-learning")).json() as CourseDetail;
    expect(page.batches.some((b) => b.id === batch.id)).toBe(false);
    const quote = await call(
      t.app,
      null,
      "GET",
      `/api/checkout/quote?course=machine-learning&batch=${batch.id}`,
    );
    expect(quote.statusCode).toBe(404);
    expect((await auditOf(batch.id)).at(-1)).toMatchObject({ action: "batch.status" });
  });
});

describe("seats never below sold plus held", () => {
  it("refuses fewer seats than sold plus held, with the figures", async () => {
    const batch = await createBatch({ startDate: inDays(10), seatsTotal: 4 });
    await setSold(batch.id, 2);
    const buyer = await signedIn(t.app, await createAccount(t.database.db));
    const order = await call(t.app, buyer, "POST", "/api/checkout/orders", {
      course: "machine-learning",
      batchId: batch.id,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(await adminBatch(batch.id)).toMatchObject({ seatsSold: 2, seatsHeld: 1, seatsFree: 1 });
    const below = await patch(batch.id, { version: 1, seatsTotal: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toBe(adminBatchesMessages.seatsBelowTaken(2, 1));
    expect((await patch(batch.id, { version: 1, seatsTotal: 3 })).statusCode).toBe(200);
  });

  it("holds under a race with checkouts: never more sold and held than seats", async () => {
    const buyers = await Promise.all(
      [1, 2, 3].map(async () => signedIn(t.app, await createAccount(t.database.db))),
    );
    for (let round = 0; round < 3; round++) {
      const batch = await createBatch({ startDate: inDays(10), seatsTotal: 3 });
      const results = await Promise.all([
        ...buyers.map((buyer) =>
          call(t.app, buyer, "POST", "/api/checkout/orders", {
            course: "machine-learning",
            batchId: batch.id,
          }),
        ),
        patch(batch.id, { version: 1, seatsTotal: 1 }),
      ]);
      const after = await adminBatch(batch.id);
      expect(after.seatsSold + after.seatsHeld).toBeLessThanOrEqual(after.seatsTotal);
      const ordered = results.slice(0, 3).filter((r) => r.statusCode === 201).length;
      expect(after.seatsHeld).toBe(ordered);
      expect([200, 409]).toContain(results[3]!.statusCode);
    }
  });
});

describe("price override and early-bird deadline", () => {
  async function prices() {
    const [row] = await sqlRows<{ price_cents: number; early_bird_price_cents: number }>(
      t.database.db,
      sql`select price_cents, early_bird_price_cents from courses where slug = 'machine-learning'`,
    );
    return row!;
  }

  it("quotes the override exactly in checkout and on the course page", async () => {
    const batch = await createBatch({ startDate: inDays(10), priceOverrideCents: 98_765 });
    const quote = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=machine-learning&batch=${batch.id}`)
    ).json() as Quote;
    expect(quote.price).toMatchObject({
      listPriceCents: 98_765,
      earlyBirdDiscountCents: 0,
      totalCents: 98_765,
    });
    expect(quote.instalments).toEqual([expect.objectContaining({ amountCents: 98_765 })]);
    const page = (await call(t.app, null, "GET", "/api/courses/machine-learning")).json() as CourseDetail;
    expect(page.batches.find((b) => b.id === batch.id)).toMatchObject({
      priceCents: 98_765,
      listPriceCents: 98_765,
    });
    // The order charges what was quoted.
    const buyer = await signedIn(t.app, await createAccount(t.database.db));
    const order = await call(t.app, buyer, "POST", "/api/checkout/orders", {
      course: "machine-learning",
      batchId: batch.id,
    });
    const [row] = await sqlRows<{ total_cents: number }>(
      t.database.db,
      sql`select total_cents from orders where id = ${order.json().orderId}`,
    );
    expect(row!.total_cents).toBe(98_765);
  });

  it("keeps the early-bird price below an override until the batch's own deadline", async () => {
    const { price_cents, early_bird_price_cents } = await prices();
    const early = await createBatch({ startDate: inDays(90), priceOverrideCents: price_cents + 10_000 });
    const quote = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=machine-learning&batch=${early.id}`)
    ).json() as Quote;
    expect(quote.earlyBird).toBe(true);
    expect(quote.price.totalCents).toBe(early_bird_price_cents);
    expect(quote.price.listPriceCents).toBe(price_cents + 10_000);
    // An explicit deadline of today ends the early bird although the start is 90 days away.
    const ended = await createBatch({ startDate: inDays(90), earlyBirdDeadline: inDays(0) });
    const late = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=machine-learning&batch=${ended.id}`)
    ).json() as Quote;
    expect(late.earlyBird).toBe(false);
    expect(late.price.totalCents).toBe(price_cents);
    expect(late.batch?.earlyBirdDeadline).toBe(inDays(0));
    const page = (await call(t.app, null, "GET", "/api/courses/machine-learning")).json() as CourseDetail;
    expect(page.batches.find((b) => b.id === ended.id)).toMatchObject({
      earlyBird: false,
      earlyBirdDeadline: inDays(0),
      priceCents: price_cents,
    });
  });
});

describe("waitlist", () => {
  it("joins a full batch once per address, with the same answer and one confirmation mail", async () => {
    const batch = await createBatch({ seatsTotal: 2 });
    const early = await join(batch.id, "Early Bird", "early@example.com");
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(waitlistMessages.seatsAvailable);
    await setSold(batch.id, 2);
    const first = await join(batch.id, "Wanda Waiter", "Wanda@Example.com");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: waitlistMessages.joined });
    const again = await join(batch.id, "Someone Else", "wanda@example.com");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const entries = await line(batch.id);
    expect(entries).toEqual([
      expect.objectContaining({ name: "Wanda Waiter", email: "wanda@example.com", status: "waiting" }),
    ]);
    const mail = await sink.waitFor("wanda@example.com");
    expect(mail.subject).toContain("You're on the waitlist");
    expect(sink.messages.filter((m) => m.to.includes("wanda@example.com"))).toHaveLength(1);
    expect((await adminBatch(batch.id)).waitlistCount).toBe(1);
    // Validation, an unknown batch and a closed one.
    const bad = await join(batch.id, "", "not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([waitlistMessages.nameRequired, waitlistMessages.emailInvalid]),
    );
    expect((await join("00000000-0000-4000-8000-000000000000", "A", "a@example.com")).statusCode).toBe(404);
    expect((await join("nope", "A", "a@example.com")).statusCode).toBe(404);
  });

  it("escapes what a visitor wrote in the HTML mail", async () => {
    const batch = await createBatch({ seatsTotal: 1 });
    await setSold(batch.id, 1);
    await join(batch.id, '<img src=x onerror="alert(1)">', "xss@example.com");
    const mail = await sink.waitFor("xss@example.com");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img");
  });

  it("gives exactly one offer per freed seat under concurrent frees", async () => {
    const batch = await createBatch({ seatsTotal: 5 });
    await setSold(batch.id, 5);
    for (let i = 0; i < 8; i++) {
      expect((await join(batch.id, `Person ${i}`, `race${i}@example.com`)).statusCode).toBe(200);
    }
    // Three seats free at once (three refunds), each followed by its own offer run, plus extra runs.
    await Promise.all([
      ...[1, 2, 3].map(async () => {
        await t.database.db.execute(
          sql`update batches set seats_taken = seats_taken - 1 where id = ${batch.id}`,
        );
        await t.app.waitlistOffers.sweep();
      }),
      t.app.waitlistOffers.sweep(),
      t.app.waitlistOffers.sweep(),
    ]);
    await Promise.all([t.app.waitlistOffers.sweep(), t.app.waitlistOffers.sweep()]);
    const entries = await line(batch.id);
    expect(entries.filter((e) => e.status === "offered").map((e) => e.email)).toEqual([
      "race0@example.com",
      "race1@example.com",
      "race2@example.com",
    ]);
    const offerMails = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where kind = 'waitlist-offer' and "to" like 'race%'`,
    );
    expect(offerMails[0]!.n).toBe(3);
    // The offers hold their seats: nobody else can buy them, and the batch reads as full.
    expect(await adminBatch(batch.id)).toMatchObject({
      seatsSold: 2,
      seatsHeld: 3,
      seatsFree: 0,
      listStatus: "full",
    });
    const buyer = await signedIn(t.app, await createAccount(t.database.db));
    const order = await call(t.app, buyer, "POST", "/api/checkout/orders", {
      course: "machine-learning",
      batchId: batch.id,
    });
    expect(order.statusCode).toBe(409);
    // Raising the seats by two offers two more at once.
    const raised = await patch(batch.id, { version: 1, seatsTotal: 7 });
    expect(raised.statusCode).toBe(200);
    expect((await line(batch.id)).filter((e) => e.status === "offered")).toHaveLength(5);
  });

  it("passes a lapsed offer to the next in line, and the signed link claims the seat once", async () => {
    const batch = await createBatch({ startDate: inDays(12), seatsTotal: 1 });
    await setSold(batch.id, 1);
    await join(batch.id, "First Fran", "fran@example.com");
    await join(batch.id, "Second Sam", "sam@example.com");
    await setSold(batch.id, 0);
    expect(await t.app.waitlistOffers.sweep()).toBeGreaterThanOrEqual(1);
    const franOffer = await sink.waitFor(
      (m) => m.to.includes("fran@example.com") && m.subject.includes("A seat is yours"),
    );
    const franLink = offerLinkOf(franOffer);
    // Fran lets it lapse.
    await t.database.db.execute(
      sql`update batch_waitlist set offer_expires_at = now() - interval '1 second' where email = 'fran@example.com' and batch_id = ${batch.id}`,
    );
    await t.app.waitlistOffers.sweep();
    let entries = await line(batch.id);
    expect(entries.map((e) => [e.email, e.status])).toEqual([
      ["fran@example.com", "expired"],
      ["sam@example.com", "offered"],
    ]);
    const samOffer = await sink.waitFor(
      (m) => m.to.includes("sam@example.com") && m.subject.includes("A seat is yours"),
    );
    const samLink = new URL(offerLinkOf(samOffer));
    const offer = samLink.searchParams.get("offer")!;
    expect(samLink.searchParams.get("batch")).toBe(batch.id);
    // Fran's old link no longer works; a forged one never did.
    const frans = new URL(franLink).searchParams.get("offer")!;
    const sam = await signedIn(t.app, await createAccount(t.database.db, { name: "Sam" }));
    const forged = `${offer.split(".")[0]}.${"A".repeat(43)}`;
    for (const token of [frans, forged, `${entries[0]!.id}.${offer.split(".")[1]}`]) {
      const quote = await call(
        t.app,
        sam,
        "GET",
        `/api/checkout/quote?course=machine-learning&batch=${batch.id}&offer=${encodeURIComponent(token)}`,
      );
      expect(quote.statusCode).toBe(403);
      expect(quote.json().error).toBe(checkoutMessages.offerInvalid);
      const order = await call(t.app, sam, "POST", "/api/checkout/orders", {
        course: "machine-learning",
        batchId: batch.id,
        offer: token,
      });
      expect(order.statusCode).toBe(403);
    }
    // Without the link the batch is sold out; with it, Sam's seat is there.
    const plain = (
      await call(t.app, sam, "GET", `/api/checkout/quote?course=machine-learning&batch=${batch.id}`)
    ).json() as Quote;
    expect(plain.soldOut).toBe(true);
    const withOffer = (
      await call(
        t.app,
        sam,
        "GET",
        `/api/checkout/quote?course=machine-learning&batch=${batch.id}&offer=${encodeURIComponent(offer)}`,
      )
    ).json() as Quote;
    expect(withOffer.soldOut).toBe(false);
    const claimed = await call(t.app, sam, "POST", "/api/checkout/orders", {
      course: "machine-learning",
      batchId: batch.id,
      offer,
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    entries = await line(batch.id);
    expect(entries.find((e) => e.email === "sam@example.com")?.status).toBe("claimed");
    const [held] = await sqlRows<{ seat_held_until: Date }>(
      t.database.db,
      sql`select seat_held_until from orders where id = ${claimed.json().orderId}`,
    );
    // The order keeps the rest of the offer's 24 hours.
    expect(new Date(held!.seat_held_until).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await adminBatch(batch.id)).toMatchObject({ seatsHeld: 1, seatsFree: 0 });
    // A second claim with the same link is refused.
    const other = await signedIn(t.app, await createAccount(t.database.db));
    const twice = await call(t.app, other, "POST", "/api/checkout/orders", {
      course: "machine-learning",
      batchId: batch.id,
      offer,
    });
    expect(twice.statusCode).toBe(403);
  });

  it("lets an admin remove someone; a removed offer goes to the next in line", async () => {
    const batch = await createBatch({ seatsTotal: 1 });
    await setSold(batch.id, 1);
    await join(batch.id, "Rita Removed", "rita@example.com");
    await join(batch.id, "Nate Next", "nate@example.com");
    await setSold(batch.id, 0);
    await t.app.waitlistOffers.sweep();
    const [rita] = await line(batch.id);
    expect(rita).toMatchObject({ email: "rita@example.com", status: "offered" });
    const removed = await call(
      t.app,
      adminSession,
      "DELETE",
      `/api/admin/batches/${batch.id}/waitlist/${rita!.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((e: WaitlistEntry) => [e.email, e.status])).toEqual([
      ["nate@example.com", "offered"],
    ]);
    const again = await call(
      t.app,
      adminSession,
      "DELETE",
      `/api/admin/batches/${batch.id}/waitlist/${rita!.id}`,
    );
    expect(again.statusCode).toBe(404);
    const audit = await auditOf(batch.id);
    expect(audit.at(-1)).toMatchObject({
      action: "waitlist.remove",
      before: expect.objectContaining({ email: "rita@example.com", status: "offered" }),
      after: expect.objectContaining({ status: "removed" }),
    });
  });
});
