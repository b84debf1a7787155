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
import type { CourseStatus } from "#contracts/admin-courses-text.ts";

const actions: Record<
  CourseStatus,
  { verb: string; pending: string; explain: string; destructive: boolean }
> = {
  published: {
    verb: "Publish",
    pending: "Publishing...",
    explain: "The course joins the catalog and can be bought at once.",
    destructive: false,
  },
  unpublished: {
    verb: "Unpublish",
    pending: "Unpublishing...",
    explain:
      "The course leaves the catalog and can no longer be bought. Its page stays reachable by its address (hidden from search engines), and enrolled students keep their access.",
    destructive: true,
  },
  archived: {
    verb: "Archive",
    pending: "Archiving...",
    explain:
      "The course leaves the catalog, its page answers 'not found' and it can no longer be bought. Enrolled students keep their access. You can publish it again later.",
    destructive: true,
  },
};

/** What a status action's button says. */
export const statusActionLabel = (status: CourseStatus) => actions[status].verb;

type CourseStatusDialogProps = {
  title: string;
  status: CourseStatus;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Confirms publishing, unpublishing or archiving a course. */
export function CourseStatusDialog({ title, status, pending, onConfirm, onClose }: CourseStatusDialogProps) {
  const action = actions[status];
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {action.verb} {title}?
          </DialogTitle>
          <DialogDescription>{action.explain}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={action.destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? <PendingLabel>{action.pending}</PendingLabel> : action.verb}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
