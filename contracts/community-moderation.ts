import { z } from "zod";
import { moderationStateSchema } from "./community.ts";
import {
  moderationLimits as limits,
  suspensionDays,
  moderationText as text,
} from "./community-moderation-text.ts";
import { communityLimits, communityText } from "./community-text.ts";
import "./zod-messages.ts";

// The community forum's moderation (issue 18): reports, the moderation queue of instructors and admins,
// their actions on a post (hide, restore, dismiss reports, warn the author, suspend the author), and each
// member's own standing. Report details and warning messages are plain text: shown as text, never as HTML.

export const reportReasonSchema = z.enum(["spam", "harassment", "off-topic", "other"], {
  error: text.reasonInvalid,
});
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const reportInputSchema = z.object({
  reason: reportReasonSchema,
  details: z
    .string({ error: text.detailsTooLong })
    .trim()
    .max(limits.detailsMax, text.detailsTooLong)
    .default(""),
});
export type ReportInput = z.output<typeof reportInputSchema>;

export const reportSchema = z.object({
  id: z.string(),
  kind: z.enum(["thread", "reply"]),
  postId: z.string(),
  reason: reportReasonSchema,
  details: z.string(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A post in the queue: `threads` or `replies`, and its id (anything else answers 404, as an unknown post). */
export const moderationParamsSchema = z.object({ kind: z.string().max(20), id: z.string().max(100) });

export const moderationQueueQuerySchema = z.object({
  /** Open: reported posts with open reports and posts awaiting review. Resolved: posts whose reports were handled. */
  status: z.enum(["open", "resolved"], { error: text.statusInvalid }).default("open"),
  page: z.coerce
    .number({ error: communityText.pageInvalid })
    .int(communityText.pageInvalid)
    .min(1, communityText.pageInvalid)
    .max(communityLimits.pageMax, communityText.pageInvalid)
    .default(1),
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuerySchema>;

export const moderationQueueItemSchema = z.object({
  kind: z.enum(["thread", "reply"]),
  id: z.string(),
  threadId: z.string(),
  /** The thread's title (plain text). */
  threadTitle: z.string(),
  space: z.object({ key: z.string(), title: z.string() }),
  /** The post's text without markup, cut to a few lines: plain text, shown as text. */
  excerpt: z.string(),
  authorName: z.string().nullable(),
  authorUsername: z.string().nullable(),
  moderation: moderationStateSchema,
  deleted: z.boolean(),
  createdAt: z.string(),
  reportCount: z.number().int(),
  /** Each reason given and how many reports gave it. */
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  /** The reports' details as typed (plain text), newest first; empty details left out. */
  details: z.array(z.object({ reason: reportReasonSchema, details: z.string(), createdAt: z.string() })),
  firstReportedAt: z.string().nullable(),
  /** Resolved reports: when and by which action the latest was resolved. */
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationQueuePageSchema = z.object({
  items: z.array(moderationQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

const message = z
  .string({ error: text.messageRequired })
  .trim()
  .min(1, text.messageRequired)
  .max(limits.warningMax, text.messageTooLong);

export const moderationActionSchema = z.discriminatedUnion(
  "action",
  [
    /** Hidden from everyone but the space's staff; not deleted. */
    z.object({ action: z.literal("hide") }),
    /** Undoes a hide, or approves a post awaiting review. */
    z.object({ action: z.literal("restore") }),
    /** Closes the post's open reports and changes nothing else. */
    z.object({ action: z.literal("dismiss") }),
    z.object({ action: z.literal("warn"), message }),
    /** Admins suspend from the whole community; instructors from their course's spaces. */
    z.object({
      action: z.literal("suspend"),
      days: z.union(
        suspensionDays.map((days) => z.literal(days)),
        { error: text.daysInvalid },
      ),
      message: message.optional(),
    }),
  ],
  { error: text.actionInvalid },
);
export type ModerationAction = z.output<typeof moderationActionSchema>;

export const moderationResultSchema = z.object({
  kind: z.enum(["thread", "reply"]),
  id: z.string(),
  moderation: moderationStateSchema,
  /** Open reports this action resolved. */
  resolvedReports: z.number().int(),
  /** For a suspension: when it ends. */
  suspendedUntil: z.string().nullable(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const standingSchema = z.object({
  /** Suspended from posting somewhere now. */
  suspended: z.boolean(),
  suspensions: z.array(
    z.object({
      /** Null: the whole community; else the course whose spaces are closed to the member's posts. */
      courseTitle: z.string().nullable(),
      until: z.string(),
      reason: z.string(),
    }),
  ),
  /** Newest first; plain text. */
  warnings: z.array(z.object({ id: z.string(), message: z.string(), createdAt: z.string() })),
});
export type Standing = z.infer<typeof standingSchema>;
