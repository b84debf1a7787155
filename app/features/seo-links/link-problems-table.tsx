import { Link } from "react-router";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import type { LinkProblem, LinkProblemKind } from "#contracts/seo-links.ts";
import { LinkStatus } from "./link-status.tsx";

const columns: readonly TableColumn[] = [
  { label: "On page" },
  { label: "Link text" },
  { label: "Links to" },
  { label: "Answer" },
  { label: "Fix", srOnly: true },
];

export const linkActionClass =
  "rounded-sm font-medium whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/**
 * Links to missing pages, or through redirects. A broken link's fix is one click: redirect the missing
 * address (SEO Settings opens with it filled in). A redirected link is fixed in the linking page's content
 * by pointing it at where the redirects end; the page's links open beside.
 */
export function LinkProblemsTable({
  kind,
  problems,
  onOpen,
}: {
  kind: LinkProblemKind;
  problems: readonly LinkProblem[];
  onOpen: (path: string) => void;
}) {
  return (
    <Table
      caption={kind === "broken" ? "Links to missing pages" : "Links through redirects"}
      minWidth="min-w-[52rem]"
      columns={columns}
    >
      {problems.map((row) => (
        <tr key={`${row.fromPath} ${row.toPath}`}>
          <th scope="row" className={tableCell("max-w-[16rem] font-normal")}>
            <button
              type="button"
              className={`${linkActionClass} block max-w-full truncate text-left`}
              title={row.fromTitle}
              onClick={() => onOpen(row.fromPath)}
              aria-label={`Links of ${row.fromPath}`}
            >
              {row.fromTitle}
            </button>
            <span className="block truncate font-mono text-xs text-slate-600" title={row.fromPath}>
              {row.fromPath}
            </span>
          </th>
          <td className={tableCell("max-w-[12rem] truncate text-slate-800")} title={row.anchor}>
            {row.anchor || <span className="text-slate-600 italic">No text</span>}
          </td>
          <td className={tableCell("max-w-[14rem] font-mono text-xs break-all")}>{row.toPath}</td>
          <td className={tableCell("max-w-[16rem]")}>
            <LinkStatus status={row.status} redirect={row.redirect} />
          </td>
          <td className={tableCell("text-right")}>
            {kind === "broken" ? (
              <Link
                to={`/dashboard/digital-marketer/seo-settings?from=${encodeURIComponent(row.toPath)}`}
                className={linkActionClass}
                aria-label={`Redirect ${row.toPath}`}
              >
                Redirect it
              </Link>
            ) : (
              <a
                href={row.fromPath}
                target="_blank"
                rel="noopener"
                className={linkActionClass}
                aria-label={`Open ${row.fromPath} to change its link`}
              >
                Open page
              </a>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
