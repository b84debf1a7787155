import { z } from "zod";
import { notificationLimits as limits, notificationsText as text } from "./notifications-text.ts";
import "./zod-messages.ts";

// Portal notifications (issue 18): the list with its unread count, marking read, the preferences, and the
// digest's unsubscribe link. Titles are plain text made by notificationTitle (notifications-text.ts).

export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number({ error: text.pageInvalid })
    .int(text.pageInvalid)
    .min(1, text.pageInvalid)
    .max(limits.pageMax, text.pageInvalid)
    .default(1),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string().describe("community-mention, community-reply or community-accepted; more may come"),
  /** Plain text: shown as text, never as HTML. */
  title: z.string(),
  /** A portal path, e.g. /dashboard/student/community/threads/<id>. */
  link: z.string(),
  /** Null once the account is gone. */
  actorUsername: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Some of the caller's notifications by id (others' ids change nothing), or all of them. */
export const markReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z
      .object({
        ids: z
          .array(z.string().regex(uuidPattern, text.idsInvalid), { error: text.idsInvalid })
          .min(1, text.idsInvalid)
          .max(limits.markReadMax, text.idsInvalid),
      })
      .strict(),
  ],
  { error: text.idsInvalid },
);
export type MarkRead = z.output<typeof markReadSchema>;

export const notificationPreferencesSchema = z.object({
  /** The daily email listing unread community notifications; on unless turned off. */
  communityDigest: z.boolean({ error: text.digestInvalid }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().max(200).default("") });
