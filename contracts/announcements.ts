import { z } from "zod";
import { announcementLimits as limits, announcementText as text } from "./announcements-text.ts";
import "./zod-messages.ts";

// Announcements to a batch (issue 14): a course's instructors write to one batch's students, who read
// them on their course outline and get them by mail.

export const announcementParamsSchema = z.object({
  courseSlug: z.string().min(1).max(200),
  batchId: z.uuid(),
});

export const announcementBodySchema = z.object({
  /** Plain text: shown as written, never as HTML. */
  title: z.string().trim().min(1, text.titleRequired).max(limits.titleMax, text.titleTooLong),
  /** Markdown. */
  body: z.string().trim().min(1, text.bodyRequired).max(limits.bodyMax, text.bodyTooLong),
});
export type AnnouncementInput = z.input<typeof announcementBodySchema>;

/** As the batch's instructors see it: the Markdown they wrote. */
export const announcementSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  title: z.string(),
  body: z.string().describe("Markdown"),
  /** Null once the author's account is gone. */
  authorName: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601 instant"),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.array(announcementSchema);

/** As a course's reader sees it: the body rendered and sanitised on the server. */
export const courseAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  html: z.string().describe("Sanitised HTML of the Markdown body"),
  authorName: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601 instant"),
});
export type CourseAnnouncement = z.infer<typeof courseAnnouncementSchema>;
export const courseAnnouncementListSchema = z.array(courseAnnouncementSchema);
