import type { ReactNode } from "react";
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
import { PendingLabel } from "#app/components/ui/submit-button.tsx";

type ConfirmDialogProps = {
  title: string;
  /** What will happen, in sentences. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  dismissLabel?: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The question before a step that changes what visitors see or loses work: what happens, then yes or no. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  dismissLabel = "Cancel",
  destructive,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">{children}</div>
          </DialogDescription>
        </DialogHeader>
        <FormAlert>{error}</FormAlert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {dismissLabel}
            </Button>
          </DialogClose>
          <Button variant={destructive ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
            {pending ? <PendingLabel>{pendingLabel}</PendingLabel> : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
