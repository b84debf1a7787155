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
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import type { AdminUser } from "#contracts/admin-users.ts";

type StatusDialogProps = {
  user: AdminUser;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms deactivating an active user, or reactivating an inactive one. */
export function StatusDialog({ user, pending, onConfirm, onClose }: StatusDialogProps) {
  const deactivating = user.active;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {deactivating ? "Deactivate" : "Reactivate"} {user.name}?
          </DialogTitle>
          <DialogDescription>
            {deactivating
              ? `${user.name} (@${user.username}) is signed out on every device at once and cannot sign in until an admin reactivates the account.`
              : `${user.name} (@${user.username}) can sign in again with their existing password.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={deactivating ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
            {pending ? (
              <PendingLabel>{deactivating ? "Deactivating..." : "Reactivating..."}</PendingLabel>
            ) : deactivating ? (
              "Deactivate"
            ) : (
              "Reactivate"
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
