import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const controlClassName = cn(
  "w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm md:text-sm",
  "placeholder:text-slate-500 focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-500/40",
);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;

/** What a control needs to be labelled, described and wired to the form state. */
export function bindField<F extends string>(
  form: {
    values: Record<F, string>;
    errors: Partial<Record<F, string>>;
    setValue: (name: F, value: string) => void;
    controls: { current: Partial<Record<F, Control>> };
  },
  idPrefix: string,
  name: F,
  options: { hint?: boolean; required?: boolean } = {},
) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  const describedBy = [options.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    name,
    value: form.values[name],
    required: options.required ?? true,
    ref: (element: Control) => {
      form.controls.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** Label above, hint and error below, ids matching bindField's. */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message above a form after a failed submit; announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" className="empty:hidden">
      {message ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-indigo-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:opacity-70 sm:w-auto"
    >
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
