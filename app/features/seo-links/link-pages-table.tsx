import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import type { LinkPageRow } from "#contracts/seo-links.ts";

const countFormat = new Intl.NumberFormat("en");

const columns: readonly TableColumn[] = [
  { label: "Page" },
  { label: "Inbound links", align: "right" },
  { label: "From content", align: "right" },
  { label: "Outbound links", align: "right" },
  { label: "Actions", srOnly: true },
];

const buttonClass =
  "rounded-sm font-medium whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * Crawled pages with their link counts. "Inbound" counts other pages linking here; "from content" leaves out
 * links every page repeats in its navigation, header and footer, the ones that say the most to a search engine.
 */
export function LinkPagesTable({
  pages,
  onOpen,
}: {
  pages: readonly LinkPageRow[];
  onOpen: (path: string) => void;
}) {
  return (
    <Table caption="Pages and their internal links" minWidth="min-w-[44rem]" columns={columns}>
      {pages.map((row) => {
        const orphan = row.inbound === 0 && !row.noindex && row.path !== "/";
        return (
          <tr key={row.path}>
            <th scope="row" className={tableCell("max-w-[22rem] font-normal")}>
              <span className="block truncate font-medium text-slate-900" title={row.title}>
                {row.title}
              </span>
              <span className="block truncate font-mono text-xs text-slate-600" title={row.path}>
                {row.path}
              </span>
              {row.noindex ? <span className="block text-xs text-slate-600">Not indexed</span> : null}
            </th>
            <td className={tableCell("text-right tabular-nums")}>
              {orphan ? (
                <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950">
                  Orphan: 0
                </span>
              ) : (
                countFormat.format(row.inbound)
              )}
            </td>
            <td className={tableCell("text-right tabular-nums")}>{countFormat.format(row.inboundContent)}</td>
            <td className={tableCell("text-right tabular-nums")}>{countFormat.format(row.outbound)}</td>
            <td className={tableCell("text-right")}>
              <button
                type="button"
                className={buttonClass}
                onClick={() => onOpen(row.path)}
                aria-label={`Links of ${row.path}`}
              >
                See links
              </button>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
