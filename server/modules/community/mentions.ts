// @username mentions in a post's sanitised HTML (issue 18). Usernames follow the platform's rule
// (contracts/auth.ts: 3 to 32 of letters, digits, `_`, `.`, `-`), compared case-insensitively as accounts
// are (users_username_lower_idx). A mention is looked for only in text a reader sees as prose: not in code,
// not in a link's text, never inside a tag or an attribute.
//
// Both functions walk the HTML that server/lib/markdown.ts put out, where every `<` and `>` of text and of
// attribute values is escaped: a `<` always opens a tag, so splitting on tags cannot cut through one. The
// only markup added is a fixed `<span class="mention">` around characters the username rule allows.

const mentionPattern = /(^|[^A-Za-z0-9_.@/&#-])@([A-Za-z0-9_.-]{3,32})(?![A-Za-z0-9_-])/g;
const skippedTags = new Set(["code", "pre", "a"]);
const tagPattern = /(<[^>]*>)/;

/** The most mentions of one post that are looked up and notified. */
export const mentionsMax = 20;

/** Calls `visit` on each text piece outside code, pre and links; its answer replaces the piece. */
function mapProse(html: string, visit: (text: string) => string): string {
  let skipDepth = 0;
  return html
    .split(tagPattern)
    .map((part) => {
      if (part.startsWith("<")) {
        const match = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
        const name = match?.[2]?.toLowerCase();
        if (name && skippedTags.has(name) && !part.endsWith("/>"))
          skipDepth = Math.max(0, skipDepth + (match?.[1] ? -1 : 1));
        return part;
      }
      return skipDepth > 0 || !part.includes("@") ? part : visit(part);
    })
    .join("");
}

/** A username as written and without trailing dots or hyphens (a sentence's full stop after `@ada.`). */
function forms(name: string): string[] {
  const trimmed = name.replace(/[.-]+$/, "");
  return trimmed.length >= 3 && trimmed !== name ? [name, trimmed] : [name];
}

/** The usernames a post's HTML may mention, lower-cased, at most `mentionsMax` distinct mentions. */
export function mentionCandidates(html: string): string[] {
  const found = new Set<string>();
  let mentions = 0;
  mapProse(html, (text) => {
    for (const match of text.matchAll(mentionPattern)) {
      if (mentions >= mentionsMax) break;
      mentions += 1;
      for (const form of forms((match[2] ?? "").toLowerCase())) found.add(form);
    }
    return text;
  });
  return [...found];
}

/** The HTML with each mention of a name in `known` (lower-cased) wrapped in `<span class="mention">`. */
export function markMentions(html: string, known: ReadonlySet<string>): string {
  if (known.size === 0) return html;
  return mapProse(html, (text) =>
    text.replace(mentionPattern, (whole, before: string, name: string) => {
      const form = forms(name).find((candidate) => known.has(candidate.toLowerCase()));
      if (!form) return whole;
      return `${before}<span class="mention">@${form}</span>${name.slice(form.length)}`;
    }),
  );
}
