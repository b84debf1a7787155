/**
 * One delivery event from the mail provider, as the webhook's use case records it (issue 22): the generic
 * format and Amazon SES's notifications both come down to this. `key` is the provider's own id of the event
 * (with the recipient when one message reports several), so a retried delivery of the webhook counts once.
 */
export type MailEvent = {
  key: string;
  type: "delivered" | "bounce" | "complaint";
  /** Bounces only: hard (the mailbox does not exist: suppressed) or soft (full, greylisted: not). */
  bounceType: "hard" | "soft" | null;
  email: string;
  /** The outbox row our X-Mail-Id header named, when the provider sent the headers back. */
  mailId: string | null;
  occurredAt: Date;
};

export class MailEventsRejected extends Error {}
