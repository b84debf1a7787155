import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Content authored in Markdown (posts, show notes, page prose, job descriptions) becomes HTML here and only
// here: rendered with marked, then sanitised with an allow-list, so nothing an author writes can run script.
const marked = new Marked({ gfm: true, breaks: false, async: false });

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
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height", "loading"],
    code: ["class"],
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
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}

/** Minutes to read at 225 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 225));
}
