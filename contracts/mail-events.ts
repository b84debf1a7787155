import { z } from "zod";
import "./zod-messages.ts";

// The mail provider's delivery events (issue 22), in the generic signed format of POST /api/mail/events:
// any provider (or a relay in front of one) can send them. Amazon SES sends its own through SNS instead.

export const mailEventsLimits = {
  /** Events in one call. */
  batchMax: 500,
  /** How far a signature's timestamp may be from now, in seconds (a replayed call is refused). */
  toleranceSeconds: 300,
} as const;

export const mailEventSchema = z
  .object({
    /** The provider's id of the event: the same id sent again is recorded once. */
    id: z.string().trim().min(1).max(200),
    type: z.enum(["delivered", "bounce", "complaint"]),
    email: z.string().trim().toLowerCase().max(320).pipe(z.email()),
    /** Bounces: hard (the address does not exist: suppressed) or soft. */
    bounceType: z.enum(["hard", "soft"]).optional(),
    /** The X-Mail-Id header of the mail the event is about, when the provider kept it. */
    mailId: z.uuid().optional(),
    occurredAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((event, context) => {
    if (event.type === "bounce" && !event.bounceType)
      context.addIssue({ code: "custom", path: ["bounceType"], message: "is required for a bounce" });
  });

export const mailEventsBodySchema = z.object({
  events: z.array(mailEventSchema).min(1).max(mailEventsLimits.batchMax),
});
export type MailEventsBody = z.input<typeof mailEventsBodySchema>;

export const mailEventsResultSchema = z.object({
  /** New events recorded. */
  recorded: z.number().int(),
  /** Events already recorded (a retried call). */
  duplicates: z.number().int(),
  /** Addresses put on the suppression list by these events. */
  suppressed: z.number().int(),
});
export type MailEventsResult = z.infer<typeof mailEventsResultSchema>;
