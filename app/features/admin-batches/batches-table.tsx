import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { AdminBatch } from "#contracts/admin-batches.ts";
import { batchTypeLabels } from "#contracts/admin-batches-text.ts";
import { formatUsd } from "#contracts/money.ts";
import { BatchStatusBadge } from "./batch-status-badge.tsx";

const columns: readonly TableColumn[] = [
  { label: "Course and batch" },
  { label: "Schedule" },
  { label: "Seats" },
  { label: "Waitlist" },
  { label: "Price" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];

type BatchesTableProps = {
  batches: readonly AdminBatch[];
  onEdit: (batch: AdminBatch) => void;
  onStatus: (batch: AdminBatch) => void;
  onWaitlist: (batch: AdminBatch) => void;
};

export function BatchesTable({ batches, onEdit, onStatus, onWaitlist }: BatchesTableProps) {
  return (
    <Table caption="Batches" minWidth="min-w-[54rem]" columns={columns}>
      {batches.map((batch) => {
        const label = `${batch.course.title}, ${batchTypeLabels[batch.type].toLowerCase()} starting ${batch.startDate}`;
        return (
          <tr
            key={batch.id}
            className={tableRow({ inactive: batch.status === "cancelled" || batch.status === "closed" })}
          >
            <th scope="row" className={tableCell("font-medium text-slate-900")}>
              {batch.course.title}
              <span className="block text-sm font-normal text-slate-700">
                {batchTypeLabels[batch.type]} · {batch.startDate}
                {batch.endDate ? ` to ${batch.endDate}` : ""}
              </span>
              {batch.instructors.length > 0 ? (
                <span className="block text-xs font-normal text-slate-600">
                  {batch.instructors.map((person) => person.name).join(", ")}
                </span>
              ) : null}
            </th>
            <td className={tableCell("max-w-[14rem] text-sm")}>
              {batch.schedule}
              <span className="block text-xs text-slate-600">{batch.timeZone}</span>
            </td>
            <td className={tableCell("whitespace-nowrap text-sm")}>
              <span className="font-medium text-slate-900">{batch.seatsTotal} seats</span>
              <span className="block text-slate-700">
                {batch.seatsSold} sold · {batch.seatsHeld} held · {batch.seatsFree} free
              </span>
            </td>
            <td className={tableCell("text-sm")}>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Waitlist of ${label}: ${batch.waitlistCount} waiting`}
                onClick={() => onWaitlist(batch)}
              >
                {batch.waitlistCount} waiting
              </Button>
            </td>
            <td className={tableCell("text-sm")}>
              <span className="whitespace-nowrap">
                {formatUsd(batch.priceOverrideCents ?? batch.course.priceCents)}
              </span>
              <span className="block text-xs text-slate-600">
                {batch.priceOverrideCents === null ? "Course price" : "Override"}
              </span>
              <span className="block text-xs whitespace-nowrap text-slate-600">
                Early bird to {batch.earlyBirdEnds}
              </span>
            </td>
            <td className={tableCell()}>
              <BatchStatusBadge status={batch.listStatus} />
            </td>
            <td className={tableCell()}>
              <div className="flex justify-end gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${label}`}
                  onClick={() => onEdit(batch)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Change status of ${label}`}
                  onClick={() => onStatus(batch)}
                >
                  Status
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
