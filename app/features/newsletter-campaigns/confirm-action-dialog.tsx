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

type ConfirmActionDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting. */
  dismissLabel?: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The question before a campaign action that reaches people (or stops reaching them): what, to whom. */
export function ConfirmActionDialog({
  title,
  children,
  confirmLabel,
  dismissLabel = "Not now",
  pendingLabel,
  destructive,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
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
