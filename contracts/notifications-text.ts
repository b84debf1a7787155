// Portal notifications and the daily community digest (issue 18): kinds, limits and every line a person
// reads, zod-free so the portal's bell and pages can print them without loading a schema.

export const notificationKinds = ["community-mention", "community-reply", "community-accepted"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationLimits = {
  /** Notifications in a page of the list, newest first. */
  pageSize: 20,
  pageMax: 10_000,
  /** Ids one "mark read" call takes. */
  markReadMax: 100,
  /** Notifications one digest mail lists (the rest are counted). */
  digestMax: 50,
} as const;

/** The portal path of a community thread (the forum's page is built there). */
export const communityThreadPath = (threadId: string) => `/dashboard/student/community/threads/${threadId}`;

/** Someone who is no longer a member, in a title. */
const someone = "Someone";

/** What a notification says, from its kind, who caused it and what it is about (plain text). */
export function notificationTitle(kind: string, actor: string | null, subject: string): string {
  const who = actor ?? someone;
  switch (kind) {
    case "community-mention":
      return `${who} mentioned you in "${subject}"`;
    case "community-reply":
      return `${who} replied in "${subject}"`;
    case "community-accepted":
      return `${who} accepted your answer in "${subject}"`;
    default:
      return subject;
  }
}

export const notificationsText = {
  pageInvalid: "Page must be a whole number from 1 to 10 000.",
  idsInvalid: `Send "all": true, or up to ${notificationLimits.markReadMax} notification ids.`,
  digestInvalid: "communityDigest must be true or false.",
  unsubscribeInvalid:
    "This unsubscribe link is not valid. Turn the digest off in your notification settings.",
  unsubscribed:
    "You will no longer get the daily community digest. You can turn it back on in your notification settings.",
  digestSubject: (count: number) =>
    count === 1
      ? "1 new notification from the AI Labs community"
      : `${count} new notifications from the AI Labs community`,
  digestIntro: "Here is what happened in the community since your last digest:",
  digestMore: (count: number) => `…and ${count} more in your notifications.`,
  digestOpen: "Open your notifications",
  digestUnsubscribe: "Stop these daily digests",
} as const;
