import { dateFormat } from "./date-format.ts";
import { digitGroups } from "./digit-groups.ts";
import { schoolTimeZone } from "./learning-text.ts";

// Announcements to a batch (issue 14): limits and words, zod-free so the roster and the course outline
// load no schema to print them.

export const announcementLimits = {
  titleMax: 200,
  /** Markdown, in characters. */
  bodyMax: 10_000,
  /** The most the course outline's list returns (the page shows the latest few). */
  listMax: 20,
} as const;

export const announcementText = {
  formHeading: "Post an announcement to this batch",
  titleLabel: "Title",
  bodyLabel: "Message",
  bodyHint: "Markdown: **bold**, *italic*, lists and links.",
  submit: "Post and email",
  posted: "Announcement posted.",
  /** What the form says before posting: who gets the mail. */
  recipients: (count: number) =>
    count === 0
      ? "No student in this batch will be emailed yet; enrolled students see it on their course page."
      : `${count} ${count === 1 ? "student" : "students"} in this batch will be emailed.`,
  /** The toast after posting. */
  mailed: (count: number) =>
    count === 0 ? "No student was emailed." : `Emailed to ${count} ${count === 1 ? "student" : "students"}.`,
  earlierHeading: "Earlier announcements",
  noneYet: "No announcements to this batch yet.",
  sectionHeading: "Announcements",
  titleRequired: "Enter a title.",
  titleTooLong: `Titles can be at most ${announcementLimits.titleMax} characters.`,
  bodyRequired: "Write a message.",
  bodyTooLong: `Messages can be at most ${digitGroups(announcementLimits.bodyMax)} characters.`,
  loadFailed: "Announcements could not be loaded. Please try again.",
} as const;

/** "Jan 5, 2026, 6:30 PM": when it was posted, in the school's zone, the same on the server and in every browser. */
const announcementDate = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: schoolTimeZone });
export function formatAnnouncementDate(iso: string): string {
  return announcementDate.format(new Date(iso));
}
