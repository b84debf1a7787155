import { Link } from "react-router";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { experienceLevelLabels } from "#contracts/admissions-text.ts";
import type { ApplicationSummary } from "#contracts/application-pipeline.ts";
import { detailPath, formatDay } from "./format.ts";
import { ApplicationStatusBadge } from "./status-badge.tsx";

const columns: readonly TableColumn[] = [
  { label: "Select", srOnly: true },
  { label: "Applicant" },
  { label: "Status" },
  { label: "Cohort" },
  { label: "Experience" },
  { label: "Applied" },
];

type ApplicationsTableProps = {
  items: readonly ApplicationSummary[];
  selected: ReadonlyMap<string, number>;
  onToggle: (item: ApplicationSummary, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
};

/** The list view: one row per application, a checkbox for bulk changes, the name opening the detail. */
export function ApplicationsTable({ items, selected, onToggle, onToggleAll }: ApplicationsTableProps) {
  const allChecked = items.length > 0 && items.every((item) => selected.has(item.id));
  return (
    <div className="grid gap-2">
      <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-indigo-600"
          checked={allChecked}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        Select all on this page
      </label>
      <Table caption="Applications" minWidth="min-w-[52rem]" columns={columns}>
        {items.map((item) => (
          <tr key={item.id} className={tableRow({ selected: selected.has(item.id) })}>
            <td className={tableCell("w-10")}>
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-indigo-600"
                aria-label={`Select ${item.fullName}`}
                checked={selected.has(item.id)}
                onChange={(event) => onToggle(item, event.target.checked)}
              />
            </td>
            <td className={tableCell("max-w-64")}>
              <Link
                to={detailPath(item.id)}
                className="block truncate font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                {item.fullName}
              </Link>
              <span className="block truncate text-xs text-slate-600">{item.email}</span>
            </td>
            <td className={tableCell()}>
              <ApplicationStatusBadge status={item.status} />
            </td>
            <td className={tableCell("text-slate-700")}>{item.batch?.label ?? "Not chosen"}</td>
            <td className={tableCell("text-slate-700")}>{experienceLevelLabels[item.experienceLevel]}</td>
            <td className={tableCell("whitespace-nowrap text-slate-700")}>{formatDay(item.createdAt)}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
