import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button.tsx";

type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
  pending: boolean;
  /** The spec's "...ing" wording shown while the form is sent. */
  pendingLabel: ReactNode;
};

/** A form's submit button: disabled while sending, with a decorative ring and the busy wording. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={pending || disabled} {...props}>
      {pending ? <PendingLabel>{pendingLabel}</PendingLabel> : children}
    </Button>
  );
}

/** A busy button's content: a decorative ring and the spec's "...ing" wording (also for non-submit buttons). */
export function PendingLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
      />
      {children}
    </>
  );
}
