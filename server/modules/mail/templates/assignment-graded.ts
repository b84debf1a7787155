import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const assignmentGradedMailKind = "assignment-graded";

/** A returned grade, to the student who submitted: the score, whether it passed, the comments, the way back. */
export function assignmentGradedMail(input: {
  name: string;
  courseTitle: string;
  assignmentTitle: string;
  score: number;
  possible: number;
  percent: number;
  passed: boolean;
  /** The comments as plain text ("" for none). */
  commentsText: string;
  /** The comments as sanitised HTML (server/lib/markdown.ts): trusted here, placed as it is. */
  commentsHtml: string;
  lessonLink: string;
}): RenderedMail {
  const subject = `[${input.courseTitle}] Your grade for ${input.assignmentTitle}`.replace(
    /\s*[\r\n]+\s*/g,
    " ",
  );
  const result = `${input.score} / ${input.possible} (${input.percent}%): ${input.passed ? "passed" : "not passed yet"}`;
  const text = [
    `Hi ${input.name},`,
    "",
    `Your submission for "${input.assignmentTitle}" in ${input.courseTitle} has been graded.`,
    "",
    `Score: ${result}`,
    ...(input.commentsText ? ["", "Comments from your instructor:", "", input.commentsText] : []),
    "",
    `See the grade and the rubric: ${input.lessonLink}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `Your submission for <strong>${escapeHtml(input.assignmentTitle)}</strong> in ${escapeHtml(input.courseTitle)} has been graded.`,
      `<strong style="font-size:18px">Score: ${escapeHtml(result)}</strong>`,
      ...(input.commentsText ? ["Comments from your instructor:"] : []),
    ],
    content: input.commentsText ? input.commentsHtml : undefined,
    button: { label: "See your grade", href: input.lessonLink },
  });
  return { subject, text, html };
}
