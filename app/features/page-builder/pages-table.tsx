import { CopyIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import type { PageSummary } from "#contracts/page-builder.ts";
import { pageEditorHref } from "./page-builder-params.ts";
import { PageStatusBadge, PageTime, UnpublishedChangesBadge } from "./page-format.tsx";

const columns: readonly TableColumn[] = [
  { label: "Title" },
  { label: "Path" },
  { label: "Status" },
  { label: "Updated" },
  { label: "Actions", srOnly: true },
];

type PagesTableProps = {
  pages: readonly PageSummary[];
  onDuplicate: (page: PageSummary) => void;
  /** Absent for people who may not delete (marketers). */
  onDelete?: ((page: PageSummary) => void) | undefined;
};

// The actions' words show on wide screens; narrower, the icons (named by aria-label, with a tooltip) keep the
// row in view beside the portal's sidebar.
const actionLabel = "hidden 2xl:inline";

/** The pages, one a row; below a phone's width the table scrolls sideways (the kit's Table). */
export function PagesTable({ pages, onDuplicate, onDelete }: PagesTableProps) {
  return (
    <Table caption="Pages" minWidth="min-w-[44rem]" columns={columns}>
      {pages.map((page) => (
        <tr key={page.id}>
          <th scope="row" className={tableCell("max-w-[18rem] font-medium text-slate-900")}>
            <Link
              to={pageEditorHref(page.id)}
              className="block truncate text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              title={page.title}
            >
              {page.title}
            </Link>
            {page.description ? (
              <span className="block truncate text-xs font-normal text-slate-600">{page.description}</span>
            ) : null}
          </th>
          <td className={tableCell("max-w-[14rem] truncate font-mono text-xs text-slate-700")}>
            {page.path}
          </td>
          <td className={tableCell()}>
            <div className="flex flex-wrap gap-1">
              <PageStatusBadge status={page.status} />
              {page.unpublishedChanges && page.status !== "draft" ? <UnpublishedChangesBadge /> : null}
            </div>
            {page.status === "scheduled" && page.publishAt ? (
              <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
                Goes live <PageTime iso={page.publishAt} />
              </span>
            ) : null}
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            <PageTime iso={page.updatedAt} />
            {page.updatedBy ? (
              <span className="block text-xs text-slate-600">by {page.updatedBy}</span>
            ) : null}
          </td>
          <td className={tableCell("text-right")}>
            <div className="flex justify-end gap-1">
              <Link
                to={pageEditorHref(page.id)}
                aria-label={`Edit ${page.title}`}
                title="Edit"
                className={buttonClassName({ variant: "ghost", size: "sm" })}
              >
                <PencilIcon aria-hidden="true" />
                <span className={actionLabel}>Edit</span>
              </Link>
              {page.status === "published" ? (
                <a
                  href={page.path}
                  target="_blank"
                  rel="noopener"
                  aria-label={`View ${page.title} live (opens in a new tab)`}
                  title="View live"
                  className={buttonClassName({ variant: "ghost", size: "sm" })}
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className={actionLabel}>View live</span>
                </a>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Duplicate ${page.title}`}
                title="Duplicate"
                onClick={() => onDuplicate(page)}
              >
                <CopyIcon aria-hidden="true" />
                <span className={actionLabel}>Duplicate</span>
              </Button>
              {onDelete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  aria-label={`Delete ${page.title}`}
                  title="Delete"
                  onClick={() => onDelete(page)}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className={actionLabel}>Delete</span>
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}
