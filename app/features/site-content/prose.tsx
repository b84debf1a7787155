import { cn } from "../../lib/cn.ts";

// Styles for server-rendered Markdown (sanitised by server/lib/markdown.ts); there is no typography plugin.
const proseClassName = cn(
  "max-w-none text-base leading-7 text-slate-700",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2:first-child]:mt-0",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-indigo-600",
  "[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-indigo-900",
  "[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm sm:[&_table]:table",
  "[&_th]:border-b [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
);

/** HTML the API rendered from a page's Markdown and sanitised with an allow-list. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(proseClassName, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (server/lib/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
