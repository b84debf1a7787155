import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const batchAnnouncementMailKind = "batch-announcement";

/** An instructor's announcement to a batch, to each of its students, with the way back to the course. */
export function batchAnnouncementMail(input: {
  name: string;
  courseTitle: string;
  /** Plain text as the instructor typed it. */
  title: string;
  /** The Markdown body as plain text (server/lib/markdown-plain-text.ts). */
  bodyText: string;
  /** The Markdown body as sanitised HTML (server/lib/markdown.ts): trusted here, placed as it is. */
  bodyHtml: string;
  /** Who posted it; null once their account is gone. */
  authorName: string | null;
  courseLink: string;
}): RenderedMail {
  // Line breaks in a subject header are the transport's to refuse; a title is one line anyway (trimmed by
  // the API), but a pasted one may hold a newline, so it is flattened here.
  const subject = `[${input.courseTitle}] ${input.title}`.replace(/\s*[\r\n]+\s*/g, " ");
  const from = input.authorName ? `${input.authorName} posted an announcement` : "A new announcement";
  const intro = `${from} in ${input.courseTitle}:`;
  const text = [
    `Hi ${input.name},`,
    "",
    intro,
    "",
    input.title,
    "",
    input.bodyText,
    "",
    `Open the course: ${input.courseLink}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      escapeHtml(intro),
      `<strong style="font-size:18px">${escapeHtml(input.title)}</strong>`,
    ],
    content: input.bodyHtml,
    button: { label: "Open the course", href: input.courseLink },
  });
  return { subject, text, html };
}
