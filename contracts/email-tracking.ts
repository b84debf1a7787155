import { z } from "zod";
import "./zod-messages.ts";
import {
  emailTrackingMessages,
  emailTrackingPageSizeDefault,
  mailDisplayStatuses,
} from "./email-tracking-text.ts";

export {
  emailTrackingMessages,
  emailTrackingPageSizeDefault,
  type MailDisplayStatus,
  mailDisplayStatuses,
  mailDisplayStatusLabels,
} from "./email-tracking-text.ts";

// Email Tracking (issue 17, decision 0046): every mail of the outbox, its delivery and, where tracking
// applies, when it was first opened and clicked.

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);
const isoDate = z
  .union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, emailTrackingMessages.dateInvalid)])
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: emailTrackingMessages.dateInvalid,
  });

/** Query string of GET /api/admin/mails; an empty value (a cleared filter in the URL) filters nothing. */
export const emailTrackingQuerySchema = z.object({
  /** Part of the recipient's address or of the subject. */
  q: optionalText(200, emailTrackingMessages.searchTooLong),
  kind: optionalText(60, emailTrackingMessages.kindInvalid),
  status: z
    .union([z.enum(mailDisplayStatuses), z.literal("")], { error: emailTrackingMessages.statusInvalid })
    .optional()
    .transform((value) => value || undefined),
  /** First and last day of creation included, UTC. */
  from: isoDate,
  to: isoDate,
  page: z.coerce
    .number({ error: emailTrackingMessages.pageInvalid })
    .int(emailTrackingMessages.pageInvalid)
    .min(1, emailTrackingMessages.pageInvalid)
    .max(100_000, emailTrackingMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: emailTrackingMessages.pageSizeInvalid })
    .int(emailTrackingMessages.pageSizeInvalid)
    .min(1, emailTrackingMessages.pageSizeInvalid)
    .max(100, emailTrackingMessages.pageSizeInvalid)
    .default(emailTrackingPageSizeDefault),
});
export type EmailTrackingQuery = z.output<typeof emailTrackingQuerySchema>;

export const trackedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(mailDisplayStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Whether its kind carries the open pixel and signed links (never password and security mails). */
  trackable: z.boolean(),
  /** It went out with them. */
  tracked: z.boolean(),
  firstOpenedAt: z.string().nullable(),
  firstClickedAt: z.string().nullable(),
  clickCount: z.number().int(),
  /** A copy queued from Email Tracking names the mail it copies. */
  resentFromId: z.string().nullable(),
});
export type TrackedMail = z.infer<typeof trackedMailSchema>;

export const emailTrackingPageSchema = z.object({
  items: z.array(trackedMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every kind in the outbox, for the filter. */
  kinds: z.array(z.string()),
});
export type EmailTrackingPage = z.infer<typeof emailTrackingPageSchema>;

export const trackedMailDetailSchema = trackedMailSchema.extend({
  text: z.string(),
  /** The HTML as stored (before tracking was added); shown in a sandboxed frame without scripts. */
  html: z.string().nullable(),
  /** Whether Resend may queue a copy (security mails are never sent again). */
  resendable: z.boolean(),
});
export type TrackedMailDetail = z.infer<typeof trackedMailDetailSchema>;

// A malformed id is an unknown mail (404), not a validation error: the service checks its shape itself.
export const trackedMailParamsSchema = z.object({ id: z.string().max(100) });

export const mailResendResultSchema = z.object({ id: z.string(), message: z.string() });
export type MailResendResult = z.infer<typeof mailResendResultSchema>;
