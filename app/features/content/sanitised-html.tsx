import { cn } from "../../lib/cn.ts";
import { proseClassName } from "./prose.ts";

/**
 * Markdown the API already rendered and sanitised (server/lib/markdown.ts: an allow-list of tags and
 * attributes, no script, no event handlers), shown in the readable prose column.
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(proseClassName, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (server/lib/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
