import { cn } from "#app/lib/cn.ts";

/**
 * HTML the API rendered from Markdown and sanitised with an allow-list (server/lib/markdown.ts: no
 * script, no event handlers, https images only), shown in the readable prose column. There is no
 * typography plugin: the styles for the sanitiser's tags are the `prose-column` utility in app/app.css,
 * one set for the posts and the fixed pages alike.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("prose-column", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (server/lib/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
