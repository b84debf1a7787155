import { renderMarkdown } from "../../lib/markdown.ts";

/**
 * Sanitised HTML for a post, show notes or a webinar description. Code blocks and tables scroll
 * sideways on narrow screens, so each becomes focusable: keyboard users can scroll them too (WCAG 2.1.1).
 * The sanitiser leaves these tags without attributes, so the exact tags are replaced.
 */
export function renderContent(markdown: string): string {
  return renderMarkdown(markdown)
    .replaceAll("<pre>", '<pre tabindex="0">')
    .replaceAll("<table>", '<table tabindex="0">');
}
