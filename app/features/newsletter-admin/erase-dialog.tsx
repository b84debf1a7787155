import { useMutation, useQueryClient } from "@tanstack/react-query";
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
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { newsletterAdminApi } from "#contracts/api/newsletter-admin.ts";
import { type AdminSubscriber, newsletterAdminMessages } from "#contracts/newsletter-admin.ts";
import { subscribersQueryKey } from "./subscriber-filters.ts";

/** Confirms an erasure on request: what goes, what stays (the hash), and that it cannot be undone. */
export function EraseDialog({ subscriber, onClose }: { subscriber: AdminSubscriber; onClose: () => void }) {
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () => apiRequest(newsletterAdminApi.eraseSubscriber, { params: { id: subscriber.id } }),
    onSuccess: () => {
      toast({
        title: newsletterAdminMessages.erased,
        description: `${subscriber.email} and its newsletter mails are gone; an import cannot add it again.`,
      });
      onClose();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: newsletterAdminMessages.eraseFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    },
    // No optimistic edits: the list shows what the server now holds (a 404 means it was gone already).
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscribersQueryKey }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !erase.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-all">Erase {subscriber.email}?</DialogTitle>
          <DialogDescription>
            For a person who asked to be forgotten. The subscriber, their consent record and every newsletter
            mail queued or sent to the address are deleted. Only a one-way hash of the address is kept, so
            that no import or campaign reaches it again. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={erase.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={erase.isPending} onClick={() => erase.mutate()}>
            {erase.isPending ? <PendingLabel>Erasing...</PendingLabel> : "Erase"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
