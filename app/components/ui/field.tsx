import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { FieldContext } from "./field-context.ts";
import { Label } from "./label.tsx";

// One field: label above, the control, hint and error below. The control (the kit's Input, Select,
// Textarea) takes its id, aria-invalid and aria-describedby from the Field around it, so a form only says
// what the field is and what is wrong with it.

type FieldProps = {
  label: ReactNode;
  /** The control's id; generated when not given, ending in `-<name>` (its messages in `-<name>-error`). */
  id?: string;
  /** The field's name, for the generated ids. */
  name?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
};

export function Field({ label, id, name, optional, hint, error, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-${name ?? "control"}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </Label>
      <FieldContext value={{ id: controlId, describedBy: describedBy || undefined, invalid: !!error }}>
        {children}
      </FieldContext>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's message; also on its own, under a control that is not in a Field (a captcha). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
