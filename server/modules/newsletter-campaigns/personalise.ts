import { escapeHtml } from "#server/modules/mail/templates/escape-html.ts";
import { placeholders } from "./campaign-mail.ts";

export type Recipient = {
  /** The account's name when the address belongs to one; null for a subscriber without an account. */
  name: string | null;
  preferencesUrl: string;
  unsubscribeUrl: string;
};

/** The first word of a person's name, as a greeting uses it. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 60) : null;
}

/**
 * One recipient's copy of a rendered campaign: the name placeholders filled with their first name (or each
 * placeholder's fallback) and the links with theirs. In the HTML part every value is escaped, so a name
 * like `<script>` arrives as text.
 */
export function personalise(
  rendered: { html: string; text: string },
  fallbacks: readonly string[],
  recipient: Recipient,
): { html: string; text: string } {
  const name = firstName(recipient.name);
  const fill = (source: string, encode: (value: string) => string) =>
    source
      .replace(placeholders.namePattern, (_m, index: string) =>
        encode(name ?? fallbacks[Number(index)] ?? "there"),
      )
      .replaceAll(placeholders.preferences, encode(recipient.preferencesUrl))
      .replaceAll(placeholders.unsubscribe, encode(recipient.unsubscribeUrl));
  return { html: fill(rendered.html, escapeHtml), text: fill(rendered.text, (value) => value) };
}
