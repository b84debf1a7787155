import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { testPaymentEvents, testPaymentSessions } from "#server/db/schema/test-payments.ts";
import type { TestPaymentStore, TestSessionRow } from "#server/providers/payments/test-provider.ts";

/** The test provider's own records (Stripe keeps the equivalent at Stripe). */
export function createTestPaymentsRepository(db: Database): TestPaymentStore {
  const find = async (id: string): Promise<TestSessionRow | undefined> => {
    const [row] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
    return row;
  };
  return {
    async createSession(session) {
      await db.insert(testPaymentSessions).values(session).onConflictDoNothing();
      const stored = await find(session.id);
      if (!stored) throw new Error("test payment session insert returned no row");
      return stored;
    },
    findSession: find,
    async findSessionByPayment(paymentId) {
      const [row] = await db
        .select()
        .from(testPaymentSessions)
        .where(eq(testPaymentSessions.paymentId, paymentId));
      return row;
    },
    async completeSession(id, paymentId) {
      const rows = await db
        .update(testPaymentSessions)
        .set({ status: "complete", paymentId })
        .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, "open")))
        .returning({ id: testPaymentSessions.id });
      return rows.length > 0;
    },
    async saveEvent(event) {
      await db.insert(testPaymentEvents).values(event);
    },
    async eventsSince(since) {
      const rows = await db
        .select({ payload: testPaymentEvents.payload })
        .from(testPaymentEvents)
        .where(gte(testPaymentEvents.createdAt, since))
        .orderBy(asc(testPaymentEvents.createdAt));
      return rows.map((row) => row.payload);
    },
  };
}
