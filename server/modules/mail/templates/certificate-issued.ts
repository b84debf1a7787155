import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const certificateIssuedMailKind = "certificate-issued";

/** A certificate issued to the student: the public page anyone can verify, and where all theirs are listed. */
export function certificateIssuedMail(input: {
  name: string;
  courseTitle: string;
  code: string;
  verificationUrl: string;
  certificatesLink: string;
}): RenderedMail {
  const subject = `Your certificate for ${input.courseTitle}`.replace(/\s*[\r\n]+\s*/g, " ");
  const text = [
    `Hi ${input.name},`,
    "",
    `Congratulations! You have earned your certificate for ${input.courseTitle}.`,
    "",
    `Certificate code: ${input.code}`,
    `View, download and share it: ${input.verificationUrl}`,
    "",
    "Anyone with the link can check that it is genuine. You can also download the PDF, an Open Badges",
    "credential, and add it to your LinkedIn profile from there.",
    "",
    `All your certificates: ${input.certificatesLink}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `Congratulations! You have earned your certificate for <strong>${escapeHtml(input.courseTitle)}</strong>.`,
      `Certificate code: <strong>${escapeHtml(input.code)}</strong>`,
      "Anyone with the link can check that it is genuine. You can also download the PDF, an Open Badges credential, and add it to your LinkedIn profile from there.",
      `<a href="${escapeHtml(input.certificatesLink)}">All your certificates</a>`,
    ],
    button: { label: "View your certificate", href: input.verificationUrl },
  });
  return { subject, text, html };
}
