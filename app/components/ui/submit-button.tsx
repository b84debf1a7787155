import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button.tsx";

type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
  /** "button" for a dialog's confirmation that acts on click (a refund) rather than submitting a form. */
  type?: "submit" | "button";
  pending: boolean;
  /** The spec's "...ing" wording shown while the form is sent. */
  pendingLabel: ReactNode;
};

/** A form's submit button: disabled while sending, with a decorative ring and the busy wording. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  type = "submit",
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type={type} size="lg" disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
