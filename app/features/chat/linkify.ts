// Agent answers are plain text. They often name a course page ("see /courses/deep-learning"); those
// become in-app links. Everything else, including markup and links to other sites, stays text: the
// widget renders segments as React text nodes and <Link>s, never as HTML.

export type TextSegment = { kind: "text"; text: string } | { kind: "link"; text: string; to: string };

/** /courses or /courses/<slug>; nothing deeper, no other section of the site. */
const coursePath = /^\/courses(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?\/?$/i;

// A full http(s) URL, or a bare path starting /courses that is not part of a longer URL, word or
// attribute value. The whole token is taken, so "/courses/../admin" is judged as a whole (and rejected).
const candidate = /https?:\/\/[^\s<>"'`]+|(?<![\w/.:@'"=-])\/courses[^\s<>"'`]*/gi;

/** Sentence punctuation after a link belongs to the sentence, not the address. */
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

/** The in-app path a candidate points at, or null if it must stay text. */
export function courseLinkTarget(raw: string, origin: string | undefined): string | null {
  if (raw.startsWith("/")) return coursePath.test(raw) ? raw : null;
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  if (!coursePath.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function linkify(text: string, origin?: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ kind: "text", text: text.slice(textStart, end) });
  };
  for (const match of text.matchAll(candidate)) {
    const start = match.index;
    const raw = match[0].replace(trailingPunctuation, "");
    const to = raw ? courseLinkTarget(raw, origin) : null;
    if (!to) continue;
    pushText(start);
    segments.push({ kind: "link", text: raw, to });
    textStart = start + raw.length;
  }
  pushText(text.length);
  return segments;
}
