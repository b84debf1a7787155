import { Fragment, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { roleLabels } from "#contracts/admin-users.ts";
import type { AuditEntry } from "#contracts/audit-log.ts";
import type { Role } from "#contracts/auth.ts";
import { AuditChange } from "./audit-change.tsx";

// UTC, so the server's and the browser's rendering agree.
const atFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

const columns: readonly TableColumn[] = [
  { label: "When (UTC)" },
  { label: "Who" },
  { label: "Action" },
  { label: "Record" },
  { label: "What changed" },
  { label: "Details", srOnly: true },
];

function roleLabel(role: string): string {
  return roleLabels[role as Role] ?? role;
}

type AuditLogTableProps = {
  entries: readonly AuditEntry[];
  /** Narrows the log to one record's history. */
  onRecord: (entityType: string, entityId: string) => void;
};

export function AuditLogTable({ entries, onRecord }: AuditLogTableProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Table caption="Audit log" minWidth="min-w-[60rem]" columns={columns}>
      {entries.map((entry) => {
        const expanded = open === entry.id;
        const detailId = `audit-detail-${entry.id}`;
        return (
          <Fragment key={entry.id}>
            <tr className={tableRow({})}>
              <td className={tableCell("whitespace-nowrap")}>
                <time dateTime={entry.at}>{atFormat.format(new Date(entry.at))}</time>
              </td>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {entry.actorName}
                <span className="block text-xs font-normal text-slate-600">{roleLabel(entry.actorRole)}</span>
              </th>
              <td className={tableCell("font-mono text-xs")}>{entry.action}</td>
              <td className={tableCell()}>
                {entry.entityId ? (
                  <button
                    type="button"
                    className="text-left text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                    title="Show this record's history"
                    onClick={() => onRecord(entry.entityType, entry.entityId ?? "")}
                  >
                    {entry.entityType}
                    <span className="block max-w-[12rem] truncate font-mono text-xs text-slate-600">
                      {entry.entityId}
                    </span>
                  </button>
                ) : (
                  entry.entityType
                )}
              </td>
              <td className={tableCell("max-w-[24rem] wrap-anywhere")}>{entry.summary}</td>
              <td className={tableCell()}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailId : undefined}
                  aria-label={`${expanded ? "Hide" : "Show"} details of ${entry.action} by ${entry.actorName}`}
                  onClick={() => setOpen(expanded ? null : entry.id)}
                >
                  {expanded ? "Hide" : "Details"}
                </Button>
              </td>
            </tr>
            {expanded ? (
              <tr id={detailId} className="bg-slate-50">
                <td colSpan={columns.length} className={tableCell()}>
                  <AuditChange entry={entry} />
                  {entry.requestId ? (
                    <p className="mt-3 text-xs text-slate-600">
                      Request <span className="font-mono">{entry.requestId}</span>
                    </p>
                  ) : null}
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </Table>
  );
}
