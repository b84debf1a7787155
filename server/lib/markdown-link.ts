import { marked, type Token, type Tokens } from "marked";

// Internal Links' "Insert link" (issue 20): the first plain mention of a phrase in a Markdown body becomes a link,
// found with the Markdown parser the site renders with, so a mention inside a link, an image, code, raw HTML or a
// heading is never touched. Everything else in the body stays byte for byte.

/**
 * The phrase's words in order with anything but letters and digits between them, case-blind, whole words; also
 * how the content audit finds a mention for a link suggestion (links/link-graph.ts). `global` for a loop of exec.
 */
export function phrasePattern(phrase: string, global = false): RegExp | null {
  const words = phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${words.join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`,
    global ? "giu" : "iu",
  );
}

/** Blocks and spans whose text is left alone: it is already a link, is code or markup, or is a heading. */
const untouched = new Set(["heading", "code", "codespan", "html", "link", "image", "def", "table", "escape"]);
/** A mention that crosses Markdown syntax or a line is left for a person to link. */
const syntaxInside = /[[\]\n`*_<>\\|]/;

type Found = { start: number; text: string };

/** The first plain mention under `tokens`, whose raws lie in `raw` from `base` on in the whole body. */
function firstMention(tokens: readonly Token[], raw: string, base: number, pattern: RegExp): Found | null {
  let cursor = 0;
  for (const token of tokens) {
    const at = raw.indexOf(token.raw, cursor);
    // A child whose source cannot be placed (a quote's inner lines lose their '>') is skipped, never guessed.
    if (at < 0 || token.raw === "") continue;
    cursor = at + token.raw.length;
    if (untouched.has(token.type)) continue;
    const start = base + at;
    const children =
      token.type === "list"
        ? (token as Tokens.List).items
        : "tokens" in token && Array.isArray(token.tokens)
          ? token.tokens
          : null;
    if (children && children.length > 0) {
      const found = firstMention(children, token.raw, start, pattern);
      if (found) return found;
      continue;
    }
    if (token.type !== "text") continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(token.raw); match; match = pattern.exec(token.raw)) {
      if (!syntaxInside.test(match[0])) return { start: start + match.index, text: match[0] };
    }
  }
  return null;
}

/** Whether the body links to `href` already (or to one of its other spellings, such as the absolute URL). */
export function linksTo(markdown: string, hrefs: readonly string[]): boolean {
  let found = false;
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "link" && hrefs.includes((token as Tokens.Link).href)) found = true;
  });
  return found;
}

/** A site path as a Markdown link destination: brackets, parentheses and spaces escaped. */
const destination = (href: string) =>
  href.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

/**
 * The body with its first plain mention of `phrase` linked to `href`, the mention's words and where they start;
 * null when the body has no such mention.
 */
export function linkFirstMention(
  markdown: string,
  phrase: string,
  href: string,
): { markdown: string; mention: string; start: number } | null {
  const pattern = phrasePattern(phrase, true);
  if (!pattern) return null;
  const found = firstMention(marked.lexer(markdown), markdown, 0, pattern);
  if (!found) return null;
  const end = found.start + found.text.length;
  return {
    markdown: `${markdown.slice(0, found.start)}[${found.text}](${destination(href)})${markdown.slice(end)}`,
    mention: found.text,
    start: found.start,
  };
}
