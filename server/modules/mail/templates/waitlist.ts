import { mediumCalendarDate } from "#contracts/date-format.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

// The waitlist's two mails (decision 0045): "you're in line" and "a seat is yours for 24 hours".

export const waitlistJoinedMailKind = "waitlist-joined";
export const waitlistOfferMailKind = "waitlist-offer";

export type WaitlistBatchFacts = {
  courseTitle: string;
  typeLabel: string;
  startDate: string;
  schedule: string;
};

function batchLine(batch: WaitlistBatchFacts): string {
  return `${batch.courseTitle}, ${batch.typeLabel.toLowerCase()} batch starting ${mediumCalendarDate(`${batch.startDate}T00:00:00Z`)} (${batch.schedule})`;
}

export function waitlistJoinedMail(input: {
  name: string;
  batch: WaitlistBatchFacts;
  coursePage: string;
}): RenderedMail {
  const subject = `You're on the waitlist: ${input.batch.courseTitle}`;
  const line = batchLine(input.batch);
  const text = [
    `Hi ${input.name},`,
    "",
    `You're on the waitlist for ${line}.`,
    "When a seat frees up and you're first in line, we'll email you a link that holds the seat for you for 24 hours.",
    "",
    `The course: ${input.coursePage}`,
    "",
    "If you did not ask for this, ignore this mail: you will only hear from us if a seat frees up.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `You're on the waitlist for <strong>${escapeHtml(line)}</strong>.`,
      "When a seat frees up and you're first in line, we'll email you a link that holds the seat for you for 24 hours.",
      "If you did not ask for this, ignore this mail: you will only hear from us if a seat frees up.",
    ],
    button: { label: "See the course", href: input.coursePage },
  });
  return { subject, text, html };
}

export function waitlistOfferMail(input: {
  name: string;
  batch: WaitlistBatchFacts;
  link: string;
  expiresAt: Date;
}): RenderedMail {
  const subject = `A seat is yours for 24 hours: ${input.batch.courseTitle}`;
  const line = batchLine(input.batch);
  const until = `${input.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const text = [
    `Hi ${input.name},`,
    "",
    `A seat freed up in ${line}, and you're first in line.`,
    `We're holding it for you until ${until}. Open this link to enroll:`,
    "",
    input.link,
    "",
    "After that the seat goes to the next person on the waitlist.",
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `A seat freed up in <strong>${escapeHtml(line)}</strong>, and you're first in line.`,
      `We're holding it for you until ${escapeHtml(until)}. If the button does not work, copy this address into your browser:<br>${escapeHtml(input.link)}`,
      "After that the seat goes to the next person on the waitlist.",
    ],
    button: { label: "Claim your seat", href: input.link },
  });
  return { subject, text, html };
}
