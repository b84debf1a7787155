import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";
import { webinarStatuses } from "./webinars-text.ts";

export {
  formatWebinarTime,
  type WebinarStatus,
  webinarMessages,
  webinarStatuses,
} from "./webinars-text.ts";

// Webinars (issue 5): upcoming and past events, and the registration form (name, email) whose
// confirmation mail carries the join link and an .ics calendar invite.

export const webinarRegistrationSchema = z.object({
  name: z.string().trim().min(1, "Required").max(limits.nameMax),
  email: z.string().trim().toLowerCase().min(1, "Required").max(limits.emailMax).pipe(z.email()),
});
export type WebinarRegistrationInput = z.input<typeof webinarRegistrationSchema>;
export type WebinarRegistration = z.output<typeof webinarRegistrationSchema>;

export const webinarRegistrationResponseSchema = z.object({ message: z.string() });

// The join link is never part of these: it goes only to registrants, by mail.
export const webinarSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The description rendered from Markdown to sanitised HTML. */
  descriptionHtml: z.string(),
  hostName: z.string(),
  /** ISO 8601. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(webinarStatuses),
  /** Past webinars with a published recording. */
  recordingUrl: z.string().nullable(),
  coverPath: z.string().nullable(),
  /** The cover uploaded in the content studio, with its description; null without one. */
  cover: z.object({ src: z.string(), alt: z.string() }).nullable(),
  tags: z.array(z.string()),
});
export type Webinar = z.infer<typeof webinarSchema>;

export const webinarListSchema = z.object({
  /** Not yet ended (upcoming and live), soonest first. */
  upcoming: z.array(webinarSchema),
  /** Ended, most recent first. */
  past: z.array(webinarSchema),
});
export type WebinarList = z.infer<typeof webinarListSchema>;

export const webinarSlugParamsSchema = z.object({ slug: z.string().max(200) });
