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
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { AdminOrder } from "#contracts/admin-payments.ts";

type RefundDialogProps = {
  order: AdminOrder;
  pending: boolean;
  /** The last attempt's failure, shown inside the dialog so the admin can retry or cancel. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms a refund: it moves money back through the provider and cannot be undone from here. */
export function RefundDialog({ order, pending, error, onConfirm, onClose }: RefundDialogProps) {
  const amount = formatPrice(order.paidCents - order.refundedCents, order.price.currency);
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund order {order.number}?</DialogTitle>
          <DialogDescription>
            {amount} goes back to {order.buyer.name} ({order.buyer.email}) through the{" "}
            {order.provider === "stripe" ? "Stripe" : "test"} payment provider. Their seat in{" "}
            {order.course.title} is released and their enrollment is cancelled. This can't be undone.
          </DialogDescription>
        </DialogHeader>
        <FormAlert>{error}</FormAlert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <PendingLabel>Refunding...</PendingLabel> : `Refund ${amount}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
