import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useSubmission } from "#app/lib/use-submission.ts";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message of each field, from zod issues (or the API's `errors` list). */
export function fieldErrorsOf<F extends string>(
  issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const name = (issue.field ?? issue.path?.[0]?.toString()) as F | undefined;
    if (!name || !fields.includes(name) || errors[name]) continue;
    errors[name] = issue.message;
  }
  return errors;
}

/** Field messages of a 400 answer from the API (a cohort that closed meanwhile, ...); empty otherwise. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const body = error.body as { errors?: { field?: string; message: string }[] } | undefined;
  return fieldErrorsOf(body?.errors ?? [], fields);
}

export type PageFormOptions<F extends string, S extends z.ZodType, R> = {
  emptyValues: Record<F, string>;
  /** Focus goes to the first invalid field in this order. */
  fieldOrder: readonly F[];
  /**
   * The contract's schema, loaded on first use: zod stays out of the page's first-load JavaScript and
   * arrives while the visitor types (the first edit starts the download).
   */
  loadSchema: () => Promise<S>;
  send: (data: z.output<S>) => Promise<R>;
  /** The message shown above the form when the request fails without field messages. */
  failureMessage: string;
  /** The message shown above the form when some fields are invalid. */
  fixFieldsMessage: string;
};

// The state of a form that lives on a page (application, corporate inquiry): validation with the same zod
// schema as the API, messages at each field, focus on the first invalid one, one request at a time, the
// input kept after any failure, and the answer kept for a success view that replaces the form.
export function usePageForm<F extends string, S extends z.ZodType, R>(options: PageFormOptions<F, S, R>) {
  const [values, setValues] = useState<Record<F, string>>(options.emptyValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const controls = useRef<Partial<Record<F, Control>>>({});

  const focusFirst = (next: FieldErrors<F>) => {
    const first = options.fieldOrder.find((field) => next[field]);
    if (first) controls.current[first]?.focus();
  };

  const mutation = useSubmission({
    mutationFn: options.send,
    onSuccess: () => {
      setErrors({});
      setFormError(null);
    },
    onError: (error) => {
      const fromServer = serverFieldErrors(error, options.fieldOrder);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setFormError(options.fixFieldsMessage);
        focusFirst(fromServer);
        return;
      }
      setFormError(
        error instanceof ApiRequestError && error.status === 429 ? error.message : options.failureMessage,
      );
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    let schema: S;
    try {
      schema = await options.loadSchema();
    } catch {
      setFormError(options.failureMessage);
      return;
    }
    const result = schema.safeParse(values);
    if (!result.success) {
      const next = fieldErrorsOf(result.error.issues, options.fieldOrder);
      setErrors(next);
      setFormError(options.fixFieldsMessage);
      focusFirst(next);
      return;
    }
    setErrors({});
    setFormError(null);
    mutation.mutate(result.data as z.output<S>);
  };

  const setValue = (name: F, value: string) => {
    void options.loadSchema().catch(() => undefined);
    setValues((current) => ({ ...current, [name]: value }));
    // A field's message clears once the visitor starts correcting it; submit validates again.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return {
    values,
    setValue,
    errors,
    formError,
    controls,
    onSubmit,
    isPending: mutation.isPending,
    result: mutation.data,
    isSuccess: mutation.isSuccess,
  };
}
