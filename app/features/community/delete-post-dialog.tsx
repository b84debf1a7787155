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
import { communityPageText as t } from "#contracts/community-page-text.ts";

/** Asks before a post is deleted: its text goes for everyone, "[deleted]" stays in its place. */
export function DeletePostDialog({
  kind,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  kind: "thread" | "reply";
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kind === "thread" ? t.deleteThreadQuestion : t.deleteReplyQuestion}</DialogTitle>
          <DialogDescription>{t.deleteBody}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t.cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <PendingLabel>Deleting...</PendingLabel> : t.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
