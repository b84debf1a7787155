// Webinars' words and formatters that pages need in the browser, without zod (first-load JavaScript).
// The request and response schemas live in webinars.ts.

import { dateFormat } from "./date-format.ts";

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

export const webinarStatuses = ["upcoming", "live", "past"] as const;
export type WebinarStatus = (typeof webinarStatuses)[number];

const webinarDay = dateFormat({
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
/** 'Thursday, December 3, 2026 · 17:00–18:30 UTC': one time zone everyone can convert from. */
export function formatWebinarTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = webinarDay.format(start);
  const time = (d: Date) => d.toISOString().slice(11, 16);
  return `${day} · ${time(start)}–${time(end)} UTC`;
}
