import { applicationLimits } from "#contracts/admissions.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const bootcampApplicationMailKind = "bootcamp-application";

/** The applicant's confirmation: what we received and what happens next. */
export function bootcampApplicationMail(input: {
  name: string;
  /** e.g. 'Weekend batch starting Mar 7, 2027'; absent when no cohort was chosen. */
  cohort?: string;
  enrollLink: string;
  startLink: string;
}): RenderedMail {
  const subject = "We received your AI Labs bootcamp application";
  const days = applicationLimits.reviewBusinessDays;
  const cohortLine = input.cohort
    ? `Preferred cohort: ${input.cohort}.`
    : "You did not choose a cohort yet; we will suggest one on your interview call.";
  const steps = [
    `1. Review: our admissions team reads your application within ${days} business days.`,
    "2. Interview: if it is a fit, we invite you to a 15-minute video call about your goals and background.",
    `3. Enrollment: once accepted, you reserve your seat at ${input.enrollLink} and pay in full or in 3 monthly instalments.`,
    "4. Onboarding: two weeks before the cohort starts you get your pre-work, tools set-up and the class calendar.",
  ];
  const text = [
    `Hi ${input.name},`,
    "",
    "Thank you for applying to the AI Labs AI Engineering Bootcamp. Your application is in.",
    cohortLine,
    "",
    "What happens next:",
    ...steps,
    "",
    `The full timeline: ${input.startLink}`,
    "If you have a question, reply to this mail.",
    "",
    "AI Labs Admissions",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      "Thank you for applying to the AI Labs AI Engineering Bootcamp. Your application is in.",
      escapeHtml(cohortLine),
      `<strong>What happens next</strong><br>${steps.map((step) => escapeHtml(step)).join("<br>")}`,
      `The full timeline: <a href="${escapeHtml(input.startLink)}">${escapeHtml(input.startLink)}</a>`,
      "If you have a question, reply to this mail.",
    ],
    button: { label: "How enrollment works", href: input.enrollLink },
  });
  return { subject, text, html };
}
