// The community forum's moderation (issue 18): limits and messages, zod-free so pages can print them
// without loading a schema.

/**
 * Accounts younger than this many days have their posts with a link (an http(s) URL or a Markdown link)
 * held for review unless they are staff in the space: spam accounts post links on their first day, while
 * a real student's first questions rarely need one, and three days is short enough not to bother them.
 */
export const newAccountReviewDays = 3;

/** The lengths a posting suspension may have, in days. */
export const suspensionDays = [1, 3, 7, 30] as const;
export type SuspensionDays = (typeof suspensionDays)[number];

/**
 * Per-person limits of forum writes within `windowMinutes`, on top of the per-address `learnerWrite` limit.
 * The space's staff are not limited where they moderate. The server's options (COMMUNITY_WRITE_LIMITS) may
 * change them.
 */
export const communityWriteLimits = {
  windowMinutes: 10,
  threads: 5,
  replies: 20,
  edits: 20,
  reports: 10,
} as const;
export type CommunityWriteKind = "threads" | "replies" | "edits" | "reports";

export const moderationLimits = {
  detailsMax: 500,
  warningMax: 1_000,
  queuePageSize: 20,
  /** Characters of a post's text shown in the queue. */
  excerptMax: 280,
} as const;

export const reportReasonLabels = {
  spam: "Spam",
  harassment: "Harassment",
  "off-topic": "Off-topic",
  other: "Other",
} as const;

/** What a hidden reply with visible nested replies shows in its place to people who are not staff. */
export const communityHidden = "[hidden]";

const writeNouns: Record<CommunityWriteKind, string> = {
  threads: "threads",
  replies: "replies",
  edits: "edits",
  reports: "reports",
};

function untilText(until: Date): string {
  return until.toISOString().replace("T", " ").slice(0, 16);
}

export const moderationText = {
  reasonInvalid: "Choose a reason: spam, harassment, off-topic or other.",
  detailsTooLong: `Details can be at most ${moderationLimits.detailsMax} characters.`,
  ownPost: "You can't report your own post.",
  alreadyReported: "You have already reported this post; the space's moderators will review it.",
  notModerator: "Only the space's instructors and admins can moderate this post.",
  queueForbidden: "Only instructors and admins have a moderation queue.",
  actionInvalid: "Choose an action: hide, restore, dismiss, warn or suspend.",
  messageRequired: "Write a message for the author.",
  messageTooLong: `Messages can be at most ${moderationLimits.warningMax} characters.`,
  daysInvalid: `Suspensions last ${suspensionDays.join(", ")} days.`,
  statusInvalid: "Status is open or resolved.",
  staffAuthor: "The space's instructors and admins can't be warned or suspended here.",
  ownAuthor: "You can't moderate yourself.",
  noAuthor: "This post's author's account is gone.",
  notHeldOrHidden: "This post is neither hidden nor awaiting review.",
  alreadyHidden: "This post is hidden already.",
  suspended: (until: Date, course: string | null) =>
    `You are suspended from posting ${course ? `in ${course}'s spaces` : "in the community"} until ${untilText(until)} UTC.`,
  rateLimited: (kind: CommunityWriteKind, max: number, minutes: number) =>
    `You can post at most ${max} ${writeNouns[kind]} in ${minutes} minutes. Please wait a little and try again.`,
  held: "Your post is awaiting review by the space's moderators: new accounts' posts with links are checked first.",
} as const;
