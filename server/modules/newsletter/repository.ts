import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema/newsletter.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

export type Consent = { at: Date; page: string | null; form: string };

export type SubscriberState = {
  id: string;
  email: string;
  status: "pending" | "subscribed" | "unsubscribed";
  confirmationSentAt: Date | null;
};

const stateColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  confirmationSentAt: newsletterSubscribers.confirmationSentAt,
};

export type StoredPreferences = {
  email: string;
  status: "pending" | "subscribed" | "unsubscribed";
  topicsOff: string[];
  pausedUntil: Date | null;
};

const preferenceColumns = {
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  topicsOff: newsletterSubscribers.topicsOff,
  pausedUntil: newsletterSubscribers.pausedUntil,
};

export function createNewsletterRepository(db: Database) {
  return {
    /**
     * The subscribe call's write, in one transaction with the address's row locked: `decide` sees the row as
     * it is (undefined for a new address) and says whether to record the consent as pending and which
     * confirmation mail to queue (built for the row's id and the instant it is sent). Nothing is written
     * when it says so; an address subscribed concurrently is seen by the second caller, never duplicated.
     */
    async requestSubscription(
      email: string,
      consent: Consent,
      decide: (row: SubscriberState | undefined) => {
        record: boolean;
        mailFor: ((row: SubscriberState) => NewMail) | null;
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // A row to lock first: an insert that does nothing on conflict, then the row for update.
        const inserted = await tx
          .insert(newsletterSubscribers)
          .values({ email, status: "pending", source: consent.form })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning({ id: newsletterSubscribers.id });
        const [row] = await tx
          .select(stateColumns)
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, email))
          .for("update");
        if (!row) throw new Error("newsletter subscriber row missing after insert");
        const { record, mailFor } = decide(inserted.length > 0 ? undefined : row);
        if (!record) return false;
        const sentAt = mailFor ? consent.at : row.confirmationSentAt;
        await tx
          .update(newsletterSubscribers)
          .set({
            status: "pending",
            consentAt: consent.at,
            consentPage: consent.page,
            consentForm: consent.form,
            confirmationSentAt: sentAt,
            updatedAt: consent.at,
          })
          .where(eq(newsletterSubscribers.id, row.id));
        if (mailFor)
          await createMailRepository(tx as unknown as Database).insert(
            mailFor({ ...row, status: "pending", confirmationSentAt: sentAt }),
            consent.at,
          );
        return mailFor !== null;
      });
    },

    async byId(id: string): Promise<SubscriberState | undefined> {
      const [row] = await db
        .select(stateColumns)
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id));
      return row;
    },

    /**
     * Pending -> subscribed, only while the confirmation mail sent at `sentAt` is the latest; answers the
     * confirmed address, or null when nothing changed.
     */
    async confirm(id: string, sentAt: Date, now: Date): Promise<string | null> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ status: "subscribed", confirmedAt: now, updatedAt: now })
        .where(
          sql`${newsletterSubscribers.id} = ${id} and ${newsletterSubscribers.status} = 'pending'
            and ${newsletterSubscribers.confirmationSentAt} = ${sentAt.toISOString()}::timestamptz`,
        )
        .returning({ email: newsletterSubscribers.email });
      return rows[0]?.email ?? null;
    },

    /** What the preferences page shows, or undefined when there is no such subscriber (erased). */
    async preferencesOf(id: string): Promise<StoredPreferences | undefined> {
      const [row] = await db
        .select(preferenceColumns)
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id));
      return row;
    },

    /**
     * The preferences form's save. Subscribing again confirms the address (the link came to its inbox);
     * unsubscribing keeps the first time it happened. `pausedUntil` undefined keeps the pause as it is.
     */
    async savePreferences(
      id: string,
      change: { subscribed: boolean; topicsOff: string[]; pausedUntil: Date | null | undefined },
      now: Date,
    ): Promise<StoredPreferences | undefined> {
      const t = newsletterSubscribers;
      const [row] = await db
        .update(t)
        .set({
          topicsOff: change.topicsOff,
          ...(change.pausedUntil === undefined ? {} : { pausedUntil: change.pausedUntil }),
          ...(change.subscribed
            ? {
                status: "subscribed" as const,
                confirmedAt: sql`coalesce(${t.confirmedAt}, ${now.toISOString()}::timestamptz)`,
                unsubscribedAt: null,
              }
            : {
                status: "unsubscribed" as const,
                unsubscribedAt: sql`case when ${t.status} = 'unsubscribed' then ${t.unsubscribedAt} else ${now.toISOString()}::timestamptz end`,
              }),
          updatedAt: now,
        })
        .where(eq(t.id, id))
        .returning(preferenceColumns);
      return row;
    },

    /** Turns mail off for the address; false when there is no such subscriber. */
    async unsubscribe(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({
          status: "unsubscribed",
          unsubscribedAt: sql`coalesce(case when ${newsletterSubscribers.status} = 'unsubscribed' then ${newsletterSubscribers.unsubscribedAt} end, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
