import { Link } from "react-router";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import type { KeywordRow } from "#contracts/seo-keywords.ts";
import { keyphrasePath } from "./keywords-filters.ts";

const countFormat = new Intl.NumberFormat("en");
const columns: readonly TableColumn[] = [
  { label: "Page" },
  { label: "Focus keyphrase" },
  { label: "Checks" },
  { label: "Views (30 days)", align: "right" },
  { label: "Actions", srOnly: true },
];
const linkClass =
  "rounded-sm font-medium whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function Checks({ row }: { row: KeywordRow }) {
  if (row.keyphrase === "") return <span className="text-slate-600">—</span>;
  if (row.passed === null || row.applicable === null)
    return <span className="text-slate-600">Not checked yet</span>;
  const share = row.applicable === 0 ? 0 : row.passed / row.applicable;
  const tone = share >= 0.8 ? "bg-emerald-600" : share >= 0.5 ? "bg-amber-500" : "bg-rose-600";
  return (
    <span className="grid gap-1">
      <span className="whitespace-nowrap text-slate-800">
        {row.passed} of {row.applicable} pass
      </span>
      <span aria-hidden="true" className="block h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
        <span className={`block h-full ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
    </span>
  );
}

/** Public pages with their focus keyphrase, the checks it passes, and a warning when another page shares it. */
export function KeywordsTable({ rows }: { rows: readonly KeywordRow[] }) {
  return (
    <Table caption="Pages and their focus keyphrases" minWidth="min-w-[52rem]" columns={columns}>
      {rows.map((row) => (
        <tr key={row.path}>
          <th scope="row" className={tableCell("max-w-[18rem] font-normal")}>
            <span className="block truncate font-medium text-slate-900" title={row.title}>
              {row.title}
            </span>
            <span className="block truncate font-mono text-xs text-slate-600" title={row.path}>
              {row.path}
            </span>
          </th>
          <td className={tableCell("max-w-[16rem]")}>
            {row.keyphrase ? (
              <>
                <span className="block truncate font-medium text-slate-900" title={row.keyphrase}>
                  {row.keyphrase}
                </span>
                {row.synonyms.length > 0 ? (
                  <span className="block truncate text-xs text-slate-600" title={row.synonyms.join(", ")}>
                    Also: {row.synonyms.join(", ")}
                  </span>
                ) : null}
                {row.sharedWith.length > 0 ? (
                  <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950">
                    Shared with {row.sharedWith.length} {row.sharedWith.length === 1 ? "page" : "pages"}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-slate-600">None</span>
            )}
          </td>
          <td className={tableCell()}>
            <Checks row={row} />
          </td>
          <td className={tableCell("text-right tabular-nums")}>{countFormat.format(row.views)}</td>
          <td className={tableCell("text-right")}>
            <Link to={keyphrasePath(row.path)} className={linkClass} aria-label={`Keyphrase of ${row.path}`}>
              {row.keyphrase ? "Edit" : "Set keyphrase"}
            </Link>
          </td>
        </tr>
      ))}
    </Table>
  );
}
