// ts_headline marks matches with these private-use characters; everything else is escaped, so the only
// markup a snippet can carry is <mark>.
export const markStart = "\uE000";
export const markStop = "\uE001";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;",
  );
}

/** ts_headline output -> safe HTML with balanced <mark> tags (stray markers in the text are dropped). */
export function snippetHtml(headline: string): string {
  let html = "";
  let open = false;
  for (const part of headline.split(/([\uE000\uE001])/)) {
    if (part === markStart) {
      if (!open) html += "<mark>";
      open = true;
    } else if (part === markStop) {
      if (open) html += "</mark>";
      open = false;
    } else {
      html += escapeHtml(part);
    }
  }
  if (open) html += "</mark>";
  return html.replace(/\s+/g, " ").trim();
}

/** About 30 words from the start of a text, escaped, cut at a word with an ellipsis. */
export function leadSnippet(text: string, maxChars = 220): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return escapeHtml(clean);
  const cut = clean.slice(0, maxChars);
  return `${escapeHtml(cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)))} ...`;
}
