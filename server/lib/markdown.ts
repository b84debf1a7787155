import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { highlightCode } from "./highlight-code.ts";

// Content authored in Markdown (posts, show notes, page prose, job descriptions) becomes HTML here and only
// here: rendered with marked, then sanitised with an allow-list, so nothing an author writes can run script.
const marked = new Marked({ gfm: true, breaks: false, async: false });
// A fenced block whose language tag the highlighter knows (server/lib/highlight-code.ts) is highlighted here;
// any other block falls back to marked's own renderer (plain escaped text). The highlighter's spans go through
// the same sanitiser as the rest, which keeps only their `hljs-*` classes.
marked.use({
  renderer: {
    code({ text, lang }) {
      // The first word of the info string, as marked reads it; only a plain name goes into the class.
      const language = lang?.match(/^[\w.+#-]+(?=\s|$)/)?.[0];
      const highlighted = language ? highlightCode(text.replace(/\n$/, ""), language) : undefined;
      if (highlighted === undefined) return false;
      return `<pre><code class="hljs language-${language}">${highlighted}\n</code></pre>\n`;
    },
  },
});
// The plain text needs no highlighting: rendered without it.
const plainMarked = new Marked({ gfm: true, breaks: false, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "a",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "span",
  ],
  // Only the highlighter's classes: the token spans' `hljs-*` and the block's `hljs` and `language-*` (which
  // marked also writes for a tag highlight.js does not know). Any other class an author writes is dropped, and
  // a span left without one is harmless. Giving `class` in allowedClasses allows that attribute on the tag.
  allowedClasses: {
    code: ["hljs", /^language-[\w.+#-]+$/],
    span: [/^hljs-[\w-]+$/],
  },
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // A '# Title' inside a body would add a second h1 to the page: demoted to h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    // Code blocks and tables scroll sideways on a phone: focusable, so a keyboard can scroll them too.
    pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
    table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
  },
};
allowed.allowedAttributes = {
  ...allowed.allowedAttributes,
  a: ["href", "title", "rel", "target"],
  pre: ["tabindex"],
  table: ["tabindex"],
};

/** Sanitised HTML for a Markdown text, safe to insert with dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, allowed);
}

/** Plain text of a Markdown text (search snippets, descriptions, reading time). */
export function markdownToText(markdown: string): string {
  const html = plainMarked.parse(markdown, { async: false });
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}

/** Minutes to read at 225 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 225));
}
