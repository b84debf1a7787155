import { type FormEvent, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { useSubmission } from "./use-submission.ts";

type Notice = { title: string; description: string };

export type DialogFormOptions<F extends string, D> = {
  emptyValues: Record<F, string>;
  /** Focus goes to the first invalid field in this order. */
  fieldOrder: readonly F[];
  validate: (values: Record<F, string>) => { data: D | null; errors: Partial<Record<F, string>> };
  send: (data: D) => Promise<unknown>;
  success: Notice;
  failure: Notice;
  /** After a successful send (the dialog closes). */
  onSent: () => void;
};

// The state and submit flow the short lead forms share (contact, callback): values kept while the dialog
// is closed, field errors, focus on the first invalid field, one request at a time, toasts, and the
// input kept after a failure so the visitor can retry.
export function useDialogForm<F extends string, D>(options: DialogFormOptions<F, D>) {
  const [values, setValues] = useState<Record<F, string>>(options.emptyValues);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const controls = useRef<Partial<Record<F, HTMLInputElement | HTMLSelectElement | null>>>({});

  const mutation = useSubmission({
    mutationFn: options.send,
    onSuccess: () => {
      toast(options.success);
      setValues(options.emptyValues);
      setErrors({});
      options.onSent();
    },
    onError: () => {
      toast({ variant: "destructive", ...options.failure });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { data, errors: nextErrors } = options.validate(values);
    setErrors(nextErrors);
    if (!data) {
      const firstInvalid = options.fieldOrder.find((field) => nextErrors[field]);
      if (firstInvalid) controls.current[firstInvalid]?.focus();
      return;
    }
    mutation.mutate(data);
  };

  return { values, setValues, errors, setErrors, controls, onSubmit, isPending: mutation.isPending };
}
