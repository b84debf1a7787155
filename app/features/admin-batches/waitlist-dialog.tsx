import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import type { AdminBatch, WaitlistEntry } from "#contracts/admin-batches.ts";
import { adminBatchesMessages, waitlistStatusLabels } from "#contracts/admin-batches-text.ts";
import { adminBatchesApi } from "#contracts/api/admin-batches.ts";
import { adminBatchesQueryKey, waitlistQueryKey } from "./batches-filters.ts";

const columns: readonly TableColumn[] = [
  { label: "#" },
  { label: "Name" },
  { label: "Email" },
  { label: "Status" },
  { label: "Actions", srOnly: true },
];

const timeFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A batch's waitlist, first in line first; someone can be taken off it (confirmed first). */
export function WaitlistDialog({ batch, onClose }: { batch: AdminBatch; onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: waitlistQueryKey(batch.id),
    queryFn: ({ signal }) => apiRequest(adminBatchesApi.waitlist, { params: { id: batch.id }, signal }),
  });
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const remove = useMutation({
    mutationFn: (entry: WaitlistEntry) =>
      apiRequest(adminBatchesApi.removeFromWaitlist, { params: { id: batch.id, entryId: entry.id } }),
    onSuccess: async (answer, entry) => {
      queryClient.setQueryData(waitlistQueryKey(batch.id), answer);
      setRemoving(null);
      toast({ title: adminBatchesMessages.removed, description: `${entry.name} is off the waitlist.` });
      await queryClient.invalidateQueries({ queryKey: adminBatchesQueryKey });
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Waitlist</DialogTitle>
          <DialogDescription>
            {batch.course.title}, starting {batch.startDate}. A freed seat is offered to the first person
            waiting, held for them for 24 hours.
          </DialogDescription>
        </DialogHeader>
        {removing ? (
          <section
            className="grid gap-3 rounded-md border border-rose-200 bg-rose-50 p-4"
            aria-label="Confirm removal"
          >
            <p className="text-sm text-slate-900">
              Take <strong>{removing.name}</strong> ({removing.email}) off the waitlist?
              {removing.status === "offered" ? " The seat held for them goes to the next in line." : ""}
            </p>
            <FormAlert>{remove.error ? remove.error.message : null}</FormAlert>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() => setRemoving(null)}
              >
                Keep
              </Button>
              <Button
                variant="destructive"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(removing)}
              >
                {remove.isPending ? <PendingLabel>Removing...</PendingLabel> : "Remove"}
              </Button>
            </div>
          </section>
        ) : null}
        <AdminQueryGate
          query={list}
          loadingLabel="Loading the waitlist..."
          loadFailed={adminBatchesMessages.waitlistLoadFailed}
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState title="Nobody is waiting for this batch." />
            ) : (
              <Table caption="Waitlist" minWidth="min-w-[34rem]" columns={columns}>
                {data.items.map((entry, index) => (
                  <tr
                    key={entry.id}
                    className={tableRow({
                      inactive: entry.status !== "waiting" && entry.status !== "offered",
                    })}
                  >
                    <td className={tableCell("text-sm")}>{index + 1}</td>
                    <th scope="row" className={tableCell("font-medium text-slate-900")}>
                      {entry.name}
                    </th>
                    <td className={tableCell("max-w-[14rem] truncate text-sm")} title={entry.email}>
                      {entry.email}
                    </td>
                    <td className={tableCell("text-sm")}>
                      {waitlistStatusLabels[entry.status]}
                      {entry.status === "offered" && entry.offerExpiresAt ? (
                        <span className="block text-xs text-slate-600">
                          until {timeFormat.format(new Date(entry.offerExpiresAt))} UTC
                        </span>
                      ) : null}
                    </td>
                    <td className={tableCell()}>
                      {entry.status === "waiting" || entry.status === "offered" ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Remove ${entry.name} from the waitlist`}
                          onClick={() => {
                            remove.reset();
                            setRemoving(entry);
                          }}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </Table>
            )
          }
        </AdminQueryGate>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
