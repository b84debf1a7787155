import { createLruCache } from "#server/lib/lru-cache.ts";
import { renderMarkdown } from "#server/lib/markdown.ts";

// Prompts and explanations are Markdown (code, lists, emphasis are common in technical questions), sent as
// sanitised HTML like a lesson's body. The same few texts are rendered for every student who takes a quiz,
// so their HTML is remembered by text (a text always renders the same).
const rendered = createLruCache<string>(2_000);

export function quizHtml(markdown: string): string {
  const known = rendered.get(markdown);
  if (known !== undefined) return known;
  const html = renderMarkdown(markdown);
  rendered.set(markdown, html);
  return html;
}
