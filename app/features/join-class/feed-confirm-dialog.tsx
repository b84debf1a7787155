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
import { joinClassText as t } from "#contracts/join-class-text.ts";

export type FeedConfirmation = "replace" | "revoke";

const wording = {
  replace: { title: t.replaceTitle, body: t.replaceBody, confirm: t.replaceFeed, pending: t.creatingFeed },
  revoke: { title: t.revokeTitle, body: t.revokeBody, confirm: t.revokeFeed, pending: t.revokingFeed },
} as const;

type FeedConfirmDialogProps = {
  action: FeedConfirmation;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes, when the button that opened it is gone (after a revoke). */
  focusAfterClose: () => HTMLElement | null;
};

/** Asks before the feed's link changes: a subscribed calendar stops updating either way. */
export function FeedConfirmDialog({
  action,
  pending,
  onConfirm,
  onClose,
  focusAfterClose,
}: FeedConfirmDialogProps) {
  const words = wording[action];
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = focusAfterClose();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t.cancel}
            </Button>
          </DialogClose>
          <Button
            variant={action === "revoke" ? "destructive" : "default"}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? <PendingLabel>{words.pending}</PendingLabel> : words.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
