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
import type { AdminReview } from "#contracts/admin-courses.ts";

type ReviewVisibilityDialogProps = {
  review: AdminReview;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms hiding a published review (or publishing a hidden one). */
export function ReviewVisibilityDialog({ review, pending, onConfirm, onClose }: ReviewVisibilityDialogProps) {
  const hiding = review.published;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {hiding ? "Hide" : "Publish"} the review by {review.authorName}?
          </DialogTitle>
          <DialogDescription>
            {hiding
              ? `It leaves the page of ${review.courseTitle} and no longer counts toward its rating. You can publish it again.`
              : `It shows on the page of ${review.courseTitle} and counts toward its rating.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={hiding ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
            {pending ? (
              <PendingLabel>{hiding ? "Hiding..." : "Publishing..."}</PendingLabel>
            ) : hiding ? (
              "Hide"
            ) : (
              "Publish"
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
