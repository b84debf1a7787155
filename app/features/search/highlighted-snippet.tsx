import { Fragment } from "react";

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/** Pieces of a snippet: text, and the matched words the server wrapped in <mark>. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<mark>|<\/mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece) parts.push({ text: decode(piece), marked });
  }
  return parts;
}

/**
 * The server escapes snippets and adds only <mark>; this renders them as React text and <mark> elements
 * rather than as HTML, so even a snippet that slipped through unescaped could not inject markup.
 */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
