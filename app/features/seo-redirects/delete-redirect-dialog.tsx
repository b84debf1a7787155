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
import type { Redirect } from "#contracts/seo-redirects.ts";

/** Confirms deleting a redirect: its old address answers as it would without it, at once. */
export function DeleteRedirectDialog({
  redirect,
  pending,
  onConfirm,
  onClose,
}: {
  redirect: Redirect;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete the redirect from {redirect.from}?</DialogTitle>
          <DialogDescription>
            Visitors and search engines asking for {redirect.from} get what is there without it (often a page
            that does not exist). Links and bookmarks to it may break.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <PendingLabel>Deleting...</PendingLabel> : "Delete redirect"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
