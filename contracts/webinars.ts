import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

// Webinars (issue 5): upcoming and past events, and the registration form (name, email) whose
// confirmation mail carries the join link and an .ics calendar invite.

export const webinarMessages = {
  notFound: "That webinar does not exist.",
  alreadyTookPlace: "This webinar has already taken place. Watch the recording instead.",
  registering: "Registering...",
  failureTitle: "Error",
  failureBody: "We couldn't register you. Please try again.",
  emptyUpcoming: "No webinars are scheduled right now. New sessions are announced every month.",
  emptyPast: "Recordings of past webinars will appear here.",
  /** The answer to a registration, new or repeated (the same answer: no address is revealed). */
  registered: (title: string, email: string) =>
    `You're registered for "${title}". A calendar invite was emailed to ${email}.`,
} as const;

export const webinarRegistrationSchema = z.object({
  name: z.string().trim().min(1, "Required").max(limits.nameMax),
  email: z.string().trim().toLowerCase().min(1, "Required").max(limits.emailMax).pipe(z.email()),
});
export type WebinarRegistrationInput = z.input<typeof webinarRegistrationSchema>;
export type WebinarRegistration = z.output<typeof webinarRegistrationSchema>;

export const webinarRegistrationResponseSchema = z.object({ message: z.string() });

export const webinarStatuses = ["upcoming", "live", "past"] as const;
export type WebinarStatus = (typeof webinarStatuses)[number];

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

/** 'Thursday, December 3, 2026 · 17:00–18:30 UTC': one time zone everyone can convert from. */
export function formatWebinarTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = start.toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const time = (d: Date) => d.toISOString().slice(11, 16);
  return `${day} · ${time(start)}–${time(end)} UTC`;
}
