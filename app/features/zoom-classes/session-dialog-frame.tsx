import type { FormEvent, ReactNode } from "react";
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
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";

type SessionDialogFrameProps = {
  title: ReactNode;
  description: ReactNode;
  /** Room for two or three fields a row. */
  wide?: boolean;
  /** While a save is on its way the dialog stays open: closing would hide its outcome. */
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The frame every Zoom Classes dialog shares: always open while mounted, titled and described. */
export function SessionDialogFrame({
  title,
  description,
  wide,
  pending,
  onClose,
  children,
}: SessionDialogFrameProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className={wide ? "max-w-2xl" : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type SessionDialogFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  pending: boolean;
  error: string | null;
  /** What the dialog says before the error region (the session's current time, say). */
  lead?: ReactNode;
  closeLabel: ReactNode;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  /** A submit that cannot be taken back (cancelling a session) is drawn in red. */
  destructive?: boolean;
  children: ReactNode;
};

/** A dialog's form: the error region above the fields, the close and submit buttons below them. */
export function SessionDialogForm({
  onSubmit,
  pending,
  error,
  lead,
  closeLabel,
  submitLabel,
  pendingLabel,
  destructive,
  children,
}: SessionDialogFormProps) {
  return (
    <Form onSubmit={onSubmit} pending={pending} className="grid gap-4">
      {lead}
      <FormAlert>{error}</FormAlert>
      {children}
      <SessionDialogActions closeLabel={closeLabel} pending={pending}>
        <SubmitButton
          size="default"
          variant={destructive ? "destructive" : undefined}
          pending={pending}
          pendingLabel={pendingLabel}
        >
          {submitLabel}
        </SubmitButton>
      </SessionDialogActions>
    </Form>
  );
}

type SessionDialogActionsProps = { closeLabel: ReactNode; pending: boolean; children?: ReactNode };

/** The footer: a close button (not while a save is on its way), then the dialog's submit, if it has one yet. */
export function SessionDialogActions({ closeLabel, pending, children }: SessionDialogActionsProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {closeLabel}
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}
