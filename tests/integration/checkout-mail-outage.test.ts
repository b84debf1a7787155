import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Order } from "#contracts/checkout.ts";
import { testCards } from "#contracts/checkout-text.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp } from "../support/test-app.ts";

// Fault test of issue 6: the mail server is down when a payment arrives. The payment is still fulfilled
// (the confirmation waits in the outbox, in the same transaction), and the mail goes out once it is back.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("a mail server outage during fulfilment", () => {
  it("fulfils the payment, keeps the receipt mail, and delivers it when the server is back", async () => {
    const port = await freePort();
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: "http://ailabs.test",
      PAYMENTS_PROVIDER: "test",
    });
    let backUp: SmtpSink | undefined;
    try {
      const buyer = await createAccount(t.database.db, { email: "outage-buyer@example.com" });
      const session = await signedIn(t.app, buyer);
      const [batch] = await sqlRows<{ id: string }>(
        t.database.db,
        sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
            select id, 'weekend', current_date + 12, 'Sat & Sun, 10:00-13:00', 3, 0 from courses
            where slug = 'machine-learning' returning id`,
      );
      const created = await call(t.app, session, "POST", "/api/checkout/orders", {
        course: "machine-learning",
        batchId: batch!.id,
      });
      const { orderId, redirectUrl } = created.json() as { orderId: string; redirectUrl: string };
      const paid = await call(
        t.app,
        session,
        "POST",
        `/api/test-payments/sessions/${redirectUrl.split("/").pop()}/pay`,
        {
          cardNumber: testCards.success,
          expiry: "12/40",
          cvc: "123",
          name: "Outage Buyer",
        },
      );
      expect(paid.statusCode).toBe(200);
      await t.app.background.settled();

      const order = (await call(t.app, session, "GET", `/api/orders/${orderId}`)).json() as Order;
      expect(order.status).toBe("paid");
      const [pending] = await sqlRows<{ status: string; attempts: number; has_receipt: boolean }>(
        t.database.db,
        sql`select status, attempts, attachments is not null as has_receipt from mail_outbox
            where "to" = 'outage-buyer@example.com' and kind = 'payment-confirmation'`,
      );
      expect(pending).toEqual({ status: "pending", attempts: 1, has_receipt: true });

      backUp = await startSmtpSink({ port });
      await t.database.db.execute(
        sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where "to" = 'outage-buyer@example.com'`,
      );
      expect(await t.app.mail.deliverPending()).toBe(1);
      const mail = await backUp.waitFor("outage-buyer@example.com");
      expect(mail.subject).toBe(`Payment confirmed: ${order.number}`);
      expect(mail.attachments[0]?.contentType).toBe("application/pdf");
    } finally {
      await t.close();
      await backUp?.close();
    }
  });
});
