import type { TemplatePlaceholder } from "#contracts/application-pipeline-text.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const applicationStatusMailKind = "application-status";

export type StatusMailValues = Record<TemplatePlaceholder, string>;

/** Placeholders whose value is a link: the HTML part makes them one. */
const linkPlaceholders = new Set<string>(["enrollUrl", "startUrl"]);

type Piece = { text: string } | { placeholder: string };

/** The template cut into literal text and `{placeholder}`s; an unknown name in braces stays literal text. */
function pieces(template: string, values: StatusMailValues): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) {
    const name = match[1] ?? "";
    if (!(name in values)) continue;
    out.push({ text: template.slice(last, match.index) }, { placeholder: name });
    last = (match.index ?? 0) + match[0].length;
  }
  out.push({ text: template.slice(last) });
  return out;
}

function fill(template: string, values: StatusMailValues): string {
  return pieces(template, values)
    .map((piece) => ("text" in piece ? piece.text : values[piece.placeholder as TemplatePlaceholder]))
    .join("");
}

/**
 * One status mail from an admin's template (decision 0043). The template and the applicant's answers are
 * both text: the HTML part escapes every piece of them, keeps the template's paragraphs (blank lines) and
 * line breaks, and makes the link placeholders links. The subject is one line (a header).
 */
export function applicationStatusMail(input: {
  subject: string;
  body: string;
  values: StatusMailValues;
  /** The accepted mail's button to the enroll page. */
  button?: { label: string; href: string };
}): RenderedMail {
  const subject = fill(input.subject, input.values)
    .replace(/[\r\n]+/g, " ")
    .trim();
  const text = fill(input.body, input.values);
  const paragraphs = input.body
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) =>
      pieces(paragraph, input.values)
        .map((piece) => {
          if ("text" in piece) return escapeHtml(piece.text).replace(/\n/g, "<br>");
          const value = escapeHtml(input.values[piece.placeholder as TemplatePlaceholder]);
          if (linkPlaceholders.has(piece.placeholder)) return `<a href="${value}">${value}</a>`;
          return value.replace(/\n/g, "<br>");
        })
        .join(""),
    );
  return { subject, text, html: mailHtml({ title: subject, paragraphs, button: input.button }) };
}
