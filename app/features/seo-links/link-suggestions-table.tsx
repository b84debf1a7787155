import { useMutation } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoLinksApi } from "#contracts/api/seo-links.ts";
import { type LinkSuggestion, linkMessages } from "#contracts/seo-links.ts";
import { linkActionClass } from "./link-problems-table.tsx";

const columns: readonly TableColumn[] = [
  { label: "On page" },
  { label: "Mentions" },
  { label: "Link to" },
  { label: "Actions", srOnly: true },
];

/** The Markdown of the suggested link: the mention's words, pointing at the page with the keyphrase. */
export const markdownLink = (item: Pick<LinkSuggestion, "keyphrase" | "toPath">) =>
  `[${item.keyphrase.replace(/[[\]\\]/g, "\\$&")}](${item.toPath})`;

/** The snippet with the mention marked, found the way the audit found it (any case, punctuation between words). */
function Snippet({ text, phrase }: { text: string; phrase: string }) {
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`,
    "iu",
  );
  const match = words.length > 0 ? pattern.exec(text) : null;
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <mark className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{match[0]}</mark>
      {text.slice(match.index + match[0].length)}
    </>
  );
}

async function copy(item: LinkSuggestion) {
  try {
    await navigator.clipboard.writeText(markdownLink(item));
    toast({
      title: linkMessages.copied,
      description: `Paste it into ${item.fromPath} where it mentions “${item.keyphrase}”.`,
    });
  } catch {
    toast({ variant: "destructive", title: linkMessages.copyFailed, description: markdownLink(item) });
  }
}

const keyOf = (item: LinkSuggestion) => `${item.fromPath} ${item.toPath}`;

/**
 * Writes the link into the page's Markdown (a blog post's) in one click; the row then says it is linked until the
 * next audit redraws the graph. A refusal (the page changed, links there already) says why.
 */
function InsertLink({ item, onInserted }: { item: LinkSuggestion; onInserted: () => void }) {
  const insert = useMutation({
    mutationFn: () =>
      apiRequest(seoLinksApi.insert, {
        body: { fromPath: item.fromPath, toPath: item.toPath, keyphrase: item.keyphrase },
      }),
    onSuccess: (done) => {
      onInserted();
      toast({
        title: linkMessages.inserted,
        description: `“${done.mention}” on ${done.fromPath} now links to ${done.toPath}.`,
      });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: linkMessages.insertFailed, description: error.message }),
  });
  return (
    <Button
      size="sm"
      onClick={() => insert.mutate()}
      disabled={insert.isPending}
      aria-label={`Insert a link to ${item.toPath} on ${item.fromPath}`}
    >
      {insert.isPending ? "Inserting..." : "Insert link"}
    </Button>
  );
}

/**
 * Pages that mention another page's focus keyphrase without linking to it, with the mention in context.
 * "Insert link" writes the link into a blog post's Markdown; for other pages "Copy link" puts the Markdown link on
 * the clipboard, ready to paste over the mention where the page is written.
 */
export function LinkSuggestionsTable({
  suggestions,
  onOpen,
}: {
  suggestions: readonly LinkSuggestion[];
  onOpen: (path: string) => void;
}) {
  const [linked, setLinked] = useState<ReadonlySet<string>>(new Set());
  return (
    <Table caption="Suggested internal links" minWidth="min-w-[52rem]" columns={columns}>
      {suggestions.map((item) => (
        <tr key={keyOf(item)}>
          <th scope="row" className={tableCell("max-w-[14rem] font-normal")}>
            <button
              type="button"
              className={`${linkActionClass} block max-w-full truncate text-left`}
              title={item.fromTitle}
              onClick={() => onOpen(item.fromPath)}
              aria-label={`Links of ${item.fromPath}`}
            >
              {item.fromTitle}
            </button>
            <span className="block truncate font-mono text-xs text-slate-600" title={item.fromPath}>
              {item.fromPath}
            </span>
          </th>
          <td className={tableCell("max-w-[22rem] text-sm text-slate-800")}>
            <Snippet text={item.snippet} phrase={item.keyphrase} />
          </td>
          <td className={tableCell("max-w-[14rem]")}>
            <span className="block truncate font-medium text-slate-900" title={item.toTitle}>
              {item.toTitle}
            </span>
            <span className="block truncate font-mono text-xs text-slate-600">{item.toPath}</span>
          </td>
          <td className={tableCell("text-right whitespace-nowrap")}>
            {linked.has(keyOf(item)) ? (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
                <CheckIcon aria-hidden="true" className="size-4" />
                Linked
              </span>
            ) : item.insertable ? (
              <InsertLink
                item={item}
                onInserted={() => setLinked((done) => new Set(done).add(keyOf(item)))}
              />
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void copy(item)}
                aria-label={`Copy a Markdown link to ${item.toPath}`}
              >
                Copy link
              </Button>
            )}{" "}
            <a
              href={item.fromPath}
              target="_blank"
              rel="noopener"
              className={linkActionClass}
              aria-label={`Open ${item.fromPath}`}
            >
              Open page
            </a>
          </td>
        </tr>
      ))}
    </Table>
  );
}
