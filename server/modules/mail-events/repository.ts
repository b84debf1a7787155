import type { Database } from "#server/db/client.ts";
import { mailEvents } from "#server/db/schema/mail.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import { createSuppressionRepository } from "#server/modules/mail/suppression-repository.ts";
import type { MailEvent } from "#server/providers/mail-events/mail-event.ts";

/** A provider event recorded for the first time, as the campaigns' counts take it. */
export type RecordedEvent = {
  type: "delivered" | "bounce" | "complaint";
  bounceType: "hard" | "soft" | null;
  mailId: string | null;
  occurredAt: Date;
};

export type EventCounts = { recorded: number; duplicates: number; suppressed: number };
/** What the use cases call: record a batch, answer its counts. */
export type RecordEvents = {
  record(provider: "generic" | "ses", events: readonly MailEvent[], now: Date): Promise<EventCounts>;
};

export function createMailEventsRepository(db: Database) {
  return {
    /**
     * Records the events not recorded before (provider and key) and, for those that are new, puts hard
     * bounces and complaints on the suppression list, in one transaction. The address itself is never
     * stored: its suppression hash is.
     */
    async record(
      provider: "generic" | "ses",
      events: readonly MailEvent[],
      now: Date,
    ): Promise<{ recorded: number; duplicates: number; suppressed: number; fresh: RecordedEvent[] }> {
      if (events.length === 0) return { recorded: 0, duplicates: 0, suppressed: 0, fresh: [] };
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(mailEvents)
          .values(
            events.map((event) => ({
              eventKey: event.key,
              provider,
              type: event.type,
              bounceType: event.bounceType,
              mailId: event.mailId,
              emailHash: suppressionHash(event.email),
              occurredAt: event.occurredAt,
              receivedAt: now,
            })),
          )
          .onConflictDoNothing({ target: [mailEvents.provider, mailEvents.eventKey] })
          .returning({
            type: mailEvents.type,
            bounceType: mailEvents.bounceType,
            emailHash: mailEvents.emailHash,
            mailId: mailEvents.mailId,
            occurredAt: mailEvents.occurredAt,
          });
        const suppressions = createSuppressionRepository(tx as unknown as Database);
        const hard = inserted.filter((e) => e.type === "bounce" && e.bounceType === "hard");
        const complaints = inserted.filter((e) => e.type === "complaint");
        await suppressions.suppress(
          hard.map((e) => e.emailHash),
          "hard-bounce",
          provider,
          now,
        );
        await suppressions.suppress(
          complaints.map((e) => e.emailHash),
          "complaint",
          provider,
          now,
        );
        return {
          recorded: inserted.length,
          duplicates: events.length - inserted.length,
          suppressed: new Set([...hard, ...complaints].map((e) => e.emailHash)).size,
          fresh: inserted.map(({ type, bounceType, mailId, occurredAt }) => ({
            type,
            bounceType,
            mailId,
            occurredAt,
          })),
        };
      });
    },
  };
}
export type MailEventsRepository = ReturnType<typeof createMailEventsRepository>;
