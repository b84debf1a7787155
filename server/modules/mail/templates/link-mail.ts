import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

/**
 * A mail whose point is one link the reader opens (reset a password, verify or confirm an address): the
 * greeting, why it came, the link with how long it works, and what to do if the reader did not ask for it.
 * The text part names the link where the HTML part has a button, and the HTML part spells the address out
 * for clients that show no button.
 */
export function linkMail(input: {
  subject: string;
  name: string;
  link: string;
  /** Why the mail came, one sentence. */
  reason: string;
  /** What opening the link does, after "Open this link to" / "Use the button below to". */
  action: string;
  /** How long and how often the link works (and what holds until then). */
  validity: string;
  /** For a reader who did not ask for it. */
  ifNotYou: string;
  buttonLabel: string;
}): RenderedMail {
  const text = [
    `Hi ${input.name},`,
    "",
    `${input.reason} Open this link to ${input.action}:`,
    "",
    input.link,
    "",
    input.validity,
    input.ifNotYou,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: input.subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      `${input.reason} Use the button below to ${input.action}.`,
      `${input.validity} If the button does not work, copy this address into your browser:<br>${escapeHtml(input.link)}`,
      input.ifNotYou,
    ],
    button: { label: input.buttonLabel, href: input.link },
  });
  return { subject: input.subject, text, html };
}
