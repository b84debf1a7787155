import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts.ts";
import { clusterFixture } from "../support/cluster-fixture.ts";
import { hasRedisServer } from "../support/redis-server.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";

// Background work every instance runs is done once across instances (decision 0030): the seat-hold sweep
// is one conditional UPDATE, the mail outbox is claimed row by row (FOR UPDATE SKIP LOCKED). Two apps,
// each with a connection pool of its own as separate processes have, on one PostgreSQL database. Only
// with TEST_DATABASE_URL: PGlite is one process with one connection, where nothing runs at once.

async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasRedisServer)(
  "background work on two instances over one PostgreSQL database",
  () => {
    const cluster = clusterFixture();
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.close();
    });

    it("seat-hold sweeps running at the same moment on both expire each lapsed hold once", async () => {
      const { db } = cluster.database;
      const lapsed = 300;
      const buyer = await createAccount(db);
      const [batch] = await sqlRows<{ id: string; course_id: string }>(
        db,
        sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
            select id, 'regular', current_date + 30, 'Tue & Thu, 18:00-21:00', 1000, 0
            from courses where slug = 'deep-learning' returning id, course_id`,
      );
      const orders = (count: number, status: string, heldUntil: SQL) =>
        db.execute(sql`
          insert into orders (user_id, kind, course_id, batch_id, list_price_cents, total_cents, provider, status, seat_held_until)
          select ${buyer.id}, 'course', ${batch!.course_id}, ${batch!.id}, 100, 100, 'test', ${status}, ${heldUntil}
          from generate_series(1, ${count})`);
      await orders(lapsed, "pending", sql`now() - interval '1 minute'`);
      await orders(20, "pending", sql`now() + interval '20 minutes'`);
      await orders(20, "paid", sql`null`);
      // Every update of an order, written down by the database itself: a second sweep that touched an
      // order the first had expired would leave a second line.
      await db.execute(sql`create table order_updates (order_id uuid not null, status text not null)`);
      await db.execute(
        sql.raw(`create function note_order_update() returns trigger language plpgsql as $$
                 begin insert into order_updates values (new.id, new.status); return new; end $$`),
      );
      await db.execute(
        sql`create trigger order_updates after update on orders for each row execute function note_order_update()`,
      );

      const [a, b] = [
        await cluster.instance({ ownConnections: true }),
        await cluster.instance({ ownConnections: true }),
      ];
      try {
        // A third connection holds one lapsed order's row lock, so both sweeps are inside their UPDATE
        // at the same time (each waits on a lock) before either can finish.
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => {};
        const holding = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const holder = db.transaction(async (tx) => {
          await tx.execute(
            sql`select id from orders where batch_id = ${batch!.id} and status = 'pending'
                and seat_held_until < now() order by id limit 1 for update`,
          );
          locked();
          await released;
        });
        await holding;
        const sweeps = [a.checkout.expireHolds(), b.checkout.expireHolds()];
        await eventually(async () => {
          const [row] = await sqlRows<{ waiting: number }>(
            db,
            sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query like 'update "orders"%'`,
          );
          return row?.waiting === 2;
        });
        release();
        await holder;
        const counts = await Promise.all(sweeps);

        expect(counts[0]! + counts[1]!).toBe(lapsed);
        const updates = await sqlRows<{ times: number; status: string; orders: number }>(
          db,
          sql`select times, status, count(*)::int as orders from (
                select order_id, count(*)::int as times, min(status) as status from order_updates group by order_id
              ) per_order group by times, status`,
        );
        expect(updates).toEqual([{ times: 1, status: "expired", orders: lapsed }]);
        const statuses = await sqlRows<{ status: string; count: number }>(
          db,
          sql`select status, count(*)::int as count from orders where batch_id = ${batch!.id}
              group by status order by status`,
        );
        expect(statuses).toEqual([
          { status: "expired", count: lapsed },
          { status: "paid", count: 20 },
          { status: "pending", count: 20 },
        ]);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it("outbox deliveries started at the same moment on both send each queued mail once", async () => {
      const { db } = cluster.database;
      // More than three claims of 20 (mailDelivery.batchSize): the two instances take turns on the rows.
      const queued = 70;
      await db.execute(sql`
        insert into mail_outbox ("to", subject, text, kind, next_attempt_at)
        select 'once-' || n || '@example.com', 'Sent once ' || n, 'Sent once.', 'test', now() - interval '1 second'
        from generate_series(1, ${queued}) as n`);
      // Each claim is made to last about 0.3 s after it took its rows (a pause per claimed row, in the
      // database), so the two instances' claims overlap: the second must pass over the rows the first
      // holds, not take them too.
      await db.execute(
        sql.raw(`create function pause_claim() returns trigger language plpgsql as $$
                 begin perform pg_sleep(0.015); return new; end $$`),
      );
      await db.execute(
        sql`create trigger pause_claims after update on mail_outbox for each row
            when (new.attempts > old.attempts) execute function pause_claim()`,
      );
      const env = { SMTP_URL: sink.url };
      const [a, b] = [
        await cluster.instance({ env, ownConnections: true }),
        await cluster.instance({ env, ownConnections: true }),
      ];
      try {
        const delivered = await Promise.all([a.mail.deliverPending(), b.mail.deliverPending()]);
        expect(delivered[0]! + delivered[1]!).toBe(queued);
        const received = () => sink.messages.filter((mail) => mail.to.some((to) => to.startsWith("once-")));
        await eventually(async () => received().length >= queued);
        // Give a second copy time to arrive, if one were on its way.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const perRecipient = new Map<string, number>();
        for (const mail of received())
          for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
        expect(perRecipient.size).toBe(queued);
        expect([...perRecipient.values()].every((times) => times === 1)).toBe(true);
        const rows = await sqlRows<{ status: string; attempts: number; count: number }>(
          db,
          sql`select status, attempts, count(*)::int as count from mail_outbox
              where "to" like 'once-%' group by status, attempts`,
        );
        expect(rows).toEqual([{ status: "sent", attempts: 1, count: queued }]);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it("waitlist offer sweeps on both instances at once give one offer per free seat (decision 0045)", async () => {
      const { db } = cluster.database;
      const [batch] = await sqlRows<{ id: string }>(
        db,
        sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
            select id, 'weekend', current_date + 40, 'Sat, 10:00 ET', 10, 6
            from courses where slug = 'deep-learning' returning id`,
      );
      await db.execute(sql`
        insert into batch_waitlist (batch_id, name, email, joined_at)
        select ${batch!.id}, 'Person ' || n, 'line' || n || '@example.com', now() - (interval '1 minute' * (20 - n))
        from generate_series(1, 12) as n`);
      // Each statement that changes the line takes 0.3 s, so the sweeps' transactions overlap: without the
      // batch's row lock both would count the same four free seats and offer eight.
      await db.execute(
        sql.raw(`create function slow_waitlist() returns trigger language plpgsql as $$
                 begin perform pg_sleep(0.3); return null; end $$`),
      );
      await db.execute(
        sql`create trigger slow_waitlist before update on batch_waitlist for each statement execute function slow_waitlist()`,
      );
      const [a, b] = [
        await cluster.instance({ ownConnections: true }),
        await cluster.instance({ ownConnections: true }),
      ];
      try {
        // Four seats are free; both instances sweep three times at once.
        const counts = await Promise.all([a, b, a, b, a, b].map((app) => app.waitlistOffers.sweep()));
        expect(counts.reduce((sum, n) => sum + n, 0)).toBe(4);
        const offered = await sqlRows<{ email: string }>(
          db,
          sql`select email from batch_waitlist where batch_id = ${batch!.id} and status = 'offered' order by joined_at`,
        );
        expect(offered.map((row) => row.email)).toEqual([
          "line1@example.com",
          "line2@example.com",
          "line3@example.com",
          "line4@example.com",
        ]);
        const mails = await sqlRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from mail_outbox where kind = 'waitlist-offer' and "to" like 'line%@example.com'`,
        );
        expect(mails[0]!.n).toBe(4);
      } finally {
        await db.execute(sql`drop trigger slow_waitlist on batch_waitlist`);
        await a.close();
        await b.close();
      }
    });
  },
);
