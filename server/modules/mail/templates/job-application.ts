import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const jobApplicationMailKind = "job-application-received";

/** The applicant's confirmation: what we received and what happens next. */
export function jobApplicationMail(input: {
  name: string;
  openingTitle: string;
  cvOriginalName: string;
  pageLink: string;
}): RenderedMail {
  const subject = `We received your application: ${input.openingTitle}`;
  const steps = [
    "A member of the hiring team reads every application; we reply within 10 working days.",
    "If your background fits, we invite you to a 30-minute introductory call.",
    "Then a practical exercise related to the role and a conversation with the team you would join.",
  ];
  const text = [
    `Hi ${input.name},`,
    "",
    `Thank you for applying for ${input.openingTitle} at AI Labs. We received your application and your CV (${input.cvOriginalName}).`,
    "",
    "What happens next:",
    ...steps.map((step) => `- ${step}`),
    "",
    `Other open positions: ${input.pageLink}`,
    "",
    "AI Labs hiring team",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `Thank you for applying for <strong>${escapeHtml(input.openingTitle)}</strong> at AI Labs. We received your application and your CV (${escapeHtml(input.cvOriginalName)}).`,
      `What happens next:<br>${steps.map((step) => `&bull; ${escapeHtml(step)}`).join("<br>")}`,
    ],
    button: { label: "See other open positions", href: input.pageLink },
  });
  return { subject, text, html };
}
