import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import type { AdminBatch } from "#contracts/admin-batches.ts";
import { type BatchStatus, batchStatuses, batchStatusLabels } from "#contracts/admin-batches-text.ts";

/** What each status does, said before the admin confirms it. */
const consequences: Record<BatchStatus, string> = {
  draft: "The batch leaves the banner and the course page and cannot be bought. Nothing sold changes.",
  open: "The batch shows in the banner and on its course page and can be bought; freed seats go to its waitlist first.",
  closed:
    "Enrollment closes: the batch leaves the banner and the course page and cannot be bought. Enrolled students keep their seats.",
  cancelled:
    "The batch is cancelled: it leaves the banner and the course page and cannot be bought. Refund paid students from Payments.",
};

type StatusDialogProps = {
  batch: AdminBatch;
  pending: boolean;
  error: string | null;
  onConfirm: (status: BatchStatus) => void;
  onClose: () => void;
};

/** Moves a batch to another status, after saying what that does. */
export function StatusDialog({ batch, pending, error, onConfirm, onClose }: StatusDialogProps) {
  const id = useId();
  const [status, setStatus] = useState<BatchStatus>(batchStatuses.find((s) => s !== batch.status) ?? "open");
  const destructive = status === "cancelled" || status === "closed";
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change the status of this batch?</DialogTitle>
          <DialogDescription>
            {batch.course.title}, starting {batch.startDate}: now{" "}
            {batchStatusLabels[batch.status].toLowerCase()}.
          </DialogDescription>
        </DialogHeader>
        <FormAlert>{error}</FormAlert>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>New status</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as BatchStatus)}
          >
            {batchStatuses
              .filter((s) => s !== batch.status)
              .map((s) => (
                <option key={s} value={s}>
                  {batchStatusLabels[s]}
                </option>
              ))}
          </Select>
          <p className="text-sm text-slate-700">{consequences[status]}</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Keep as it is
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={() => onConfirm(status)}
          >
            {pending ? (
              <PendingLabel>Saving...</PendingLabel>
            ) : (
              `Make it ${batchStatusLabels[status].toLowerCase()}`
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
