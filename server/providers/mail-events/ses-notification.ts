import { z } from "zod";
import type { MailEvent } from "./mail-event.ts";

// Amazon SES's notifications (the Message of an SNS notification): "notificationType" for the identity's
// bounce, complaint and delivery notifications, "eventType" for a configuration set's event publishing.
// Only what the events need is read; everything else in them is ignored.

const recipient = z.object({ emailAddress: z.string().max(320) });
const sesSchema = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  mail: z.object({
    messageId: z.string().max(200),
    timestamp: z.string().optional(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  }),
  bounce: z
    .object({
      bounceType: z.string(),
      bouncedRecipients: z.array(recipient).max(100),
      timestamp: z.string(),
      feedbackId: z.string().max(200).optional(),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(recipient).max(100),
      timestamp: z.string(),
      feedbackId: z.string().max(200).optional(),
    })
    .optional(),
  delivery: z.object({ recipients: z.array(z.string().max(320)).max(100), timestamp: z.string() }).optional(),
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function dateOr(value: string | undefined, fallback: Date): Date {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? fallback : new Date(time);
}

/**
 * The events of one SES notification; [] for a kind we do not record (a send, an open SES counted itself)
 * or a message that is not SES's. `snsMessageId` keys them, with each recipient's place in the list.
 */
export function sesEvents(messageText: string, snsMessageId: string, receivedAt: Date): MailEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(messageText);
  } catch {
    return [];
  }
  const parsed = sesSchema.safeParse(json);
  if (!parsed.success) return [];
  const note = parsed.data;
  const kind = (note.notificationType ?? note.eventType ?? "").toLowerCase();
  const header = note.mail.headers?.find((h) => h.name.toLowerCase() === "x-mail-id")?.value.trim();
  const mailId = header && uuid.test(header) ? header.toLowerCase() : null;
  const base = (index: number) => ({ key: `${snsMessageId}:${index}`, mailId });
  if (kind === "bounce" && note.bounce) {
    // Permanent is SES's hard bounce; Transient and Undetermined are soft (retrying may work).
    const bounceType = note.bounce.bounceType === "Permanent" ? "hard" : "soft";
    const at = dateOr(note.bounce.timestamp, receivedAt);
    return note.bounce.bouncedRecipients.map((r, index) => ({
      ...base(index),
      type: "bounce",
      bounceType,
      email: r.emailAddress,
      occurredAt: at,
    }));
  }
  if (kind === "complaint" && note.complaint) {
    const at = dateOr(note.complaint.timestamp, receivedAt);
    return note.complaint.complainedRecipients.map((r, index) => ({
      ...base(index),
      type: "complaint",
      bounceType: null,
      email: r.emailAddress,
      occurredAt: at,
    }));
  }
  if (kind === "delivery" && note.delivery) {
    const at = dateOr(note.delivery.timestamp, receivedAt);
    return note.delivery.recipients.map((email, index) => ({
      ...base(index),
      type: "delivered",
      bounceType: null,
      email,
      occurredAt: at,
    }));
  }
  return [];
}
