import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { pageTypeLabels, type SeoPageRow, seoPagesViewsDays } from "#contracts/seo-pages.ts";

// UTC, so the server's and the browser's rendering agree on the day.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const countFormat = new Intl.NumberFormat("en");

const columns: readonly TableColumn[] = [
  { label: "Page" },
  { label: "Type" },
  { label: "Indexing" },
  { label: "SEO score" },
  { label: `Views (${seoPagesViewsDays} days)` },
  { label: "Last modified" },
  { label: "Actions", srOnly: true },
];

const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** Page Management's table: one row per public page, its search appearance one click away. */
export function SeoPagesTable({ pages }: { pages: readonly SeoPageRow[] }) {
  return (
    <Table caption="Public pages" minWidth="min-w-[56rem]" columns={columns}>
      {pages.map((page) => (
        <tr key={page.path} className={tableRow({ inactive: !page.indexable })}>
          <th scope="row" className={tableCell("max-w-[15rem] font-normal")}>
            <span className="block truncate font-medium text-slate-900" title={page.title}>
              {page.title}
            </span>
            <span className="block truncate font-mono text-xs text-slate-600" title={page.path}>
              {page.path}
            </span>
          </th>
          <td className={tableCell()}>{pageTypeLabels[page.pageType]}</td>
          <td className={tableCell("whitespace-nowrap")}>
            {page.indexable ? (
              <span className="text-emerald-800">Indexed</span>
            ) : (
              <span className="font-medium text-rose-800">Not indexed</span>
            )}
            {page.overridden ? <span className="block text-xs text-slate-600">Edited metadata</span> : null}
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            <PageScore path={page.path} score={page.score} issues={page.issues} />
          </td>
          <td className={tableCell("text-right tabular-nums")}>{countFormat.format(page.views)}</td>
          <td className={tableCell("whitespace-nowrap")}>
            {page.modifiedAt ? (
              <time dateTime={page.modifiedAt}>{dayFormat.format(new Date(page.modifiedAt))}</time>
            ) : (
              <span className="text-slate-600">Not recorded</span>
            )}
          </td>
          <td className={tableCell()}>
            <div className="flex justify-end gap-4 whitespace-nowrap text-sm">
              <Link
                to={`/dashboard/digital-marketer/meta-tags?path=${encodeURIComponent(page.path)}`}
                className={linkClass}
                aria-label={`Edit metadata of ${page.path}`}
              >
                Edit
              </Link>
              <Link
                to={`/seo-preview?path=${encodeURIComponent(page.path)}`}
                className={linkClass}
                aria-label={`Search preview of ${page.path}`}
              >
                Preview
              </Link>
              <a
                href={page.path}
                target="_blank"
                rel="noopener"
                className={linkClass}
                aria-label={`Open ${page.path} in a new tab`}
              >
                Open
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
              </a>
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The page's score in the last content audit, its findings one click away; "Not audited" before a run. */
function PageScore({ path, score, issues }: { path: string; score: number | null; issues: number | null }) {
  if (score === null || issues === null) return <span className="text-slate-600">Not audited</span>;
  const tone = score >= 90 ? "text-emerald-800" : score >= 70 ? "text-amber-800" : "text-rose-800";
  return (
    <>
      <span className={`font-semibold tabular-nums ${tone}`}>{score}</span>
      <span className="text-slate-600">/100</span>
      {issues > 0 ? (
        <span className="block">
          <Link
            to={`/dashboard/digital-marketer/content-audit?q=${encodeURIComponent(path)}`}
            className={`${linkClass} text-xs`}
            aria-label={`${issues} ${issues === 1 ? "issue" : "issues"} on ${path}`}
          >
            {issues} {issues === 1 ? "issue" : "issues"}
          </Link>
        </span>
      ) : (
        <span className="block text-xs text-slate-600">No issues</span>
      )}
    </>
  );
}
