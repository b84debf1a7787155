import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "./form-errors.ts";
import { type LazyModule, lazyModule } from "./lazy-module.ts";
import { useSubmission } from "./use-submission.ts";

// Decision 0022: the one form hook. Values are strings in state (controlled fields, so useEarlyInput's
// replay reaches them), checked with the contract's zod schema (loaded lazily on public pages), sent
// through useSubmission; field messages from the schema or the API, focus on the first invalid field,
// the input kept after any failure. The markup is the kit's (components/ui: Form, Field, SubmitButton).
// The checking itself (form-check.ts, with the error mapper) runs only once the schema is here, and loads
// beside it: after the first render, at the latest with the schema on the first edit or submit.
const formCheck = lazyModule(() => import("./form-check.ts"));

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Values<F extends string> = Record<F, string>;

export type FormOptions<F extends string, S extends z.ZodType, R> = {
  initialValues: Values<F>;
  /** The fields in the order of the form: focus goes to the first invalid one. */
  fields: readonly F[];
  /** The contract's schema; a lazy module keeps zod out of the page's first load. */
  schema: LazyModule<S>;
  /** What the schema checks, if not the values themselves (a wrapper object, a captcha token). */
  toInput?: (values: Values<F>) => unknown;
  /** Further checks the schema cannot make (a chosen file); their messages join the schema's. */
  check?: (values: Values<F>) => FieldErrors<F>;
  /**
   * When a field's message is recomputed: "submit" (default) clears it as the visitor edits and checks
   * again on submit; "afterSubmit" checks every change once the form was submitted; "change" checks every
   * change from the first.
   */
  revalidate?: "submit" | "afterSubmit" | "change";
  /** A field left empty reads this (the spec's "Required") instead of the schema's length rule. */
  emptyMessage?: { message: string; fields?: readonly F[] };
  /** False holds the submit back (no captcha token yet). */
  canSubmit?: boolean;
  /** The fields the server's messages may go to (default: all). */
  serverFields?: readonly F[];
  /** Above the form while fields are invalid (none by default: the fields say it). */
  invalidMessage?: string;
  /**
   * Above the form after a failure that names no field; null shows none. Default: the error's message. A
   * string is the call's default after the server's own message (SPEC.md section 8, toFormRequestError).
   */
  failureMessage?: string | ((error: Error) => string | null);
  /** The error when the schema could not be downloaded (offline): goes the failure's way. */
  unavailableMessage: string;
  /** Values go back to the initial ones after a success (a dialog that stays mounted). */
  resetOnSuccess?: boolean;
  onSuccess?: (result: R, data: z.output<S>) => void;
  onError?: (error: Error) => void;
} & (
  | { send: (data: z.output<S>) => Promise<R>; sendValues?: never }
  | {
      /**
       * Sends the values as typed instead of the schema's output, once the schema has passed them: for a
       * call whose body the server parses itself (the profile's PATCH sends `avatar: ""`, not null).
       */
      sendValues: (values: Values<F>) => Promise<R>;
      send?: never;
    }
);

const firstIn = <F extends string>(fields: readonly F[], errors: FieldErrors<F>) =>
  fields.find((field) => errors[field]);

export function useForm<F extends string, S extends z.ZodType, R>(options: FormOptions<F, S, R>) {
  const [values, setValues] = useState<Values<F>>(options.initialValues);
  // Schema messages and the server's are kept apart: a change rechecks the first, and drops the
  // second for that field (the server judged the old value).
  const [clientErrors, setClientErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const controls = useRef<Partial<Record<F, Control | null>>>({});
  const validating = useRef(false);
  const { fields, revalidate = "submit" } = options;

  // The schema and the checks, both downloaded (a failed download rejects).
  const loadChecks = () => Promise.all([options.schema.load(), formCheck.load()]);
  const check = (schema: S, next: Values<F>) => {
    const checks = formCheck.get();
    // Only called once loadChecks() has brought both.
    if (!checks) throw new Error("useForm: the form checks are not loaded");
    return checks.validateValues(schema, next, options);
  };
  useEffect(() => {
    void formCheck.load().catch(() => undefined);
  }, []);

  const focusFirst = (errors: FieldErrors<F>) => {
    // Fields without a control (a captcha's token) show their message but cannot take the focus.
    const first = fields.find((field) => errors[field] && controls.current[field]);
    if (first) controls.current[first]?.focus();
  };

  const fail = (error: Error) => {
    // A request leaves only once the checks are here; without them the failure is a download's, and names
    // no field.
    const fromServer = formCheck.get()?.serverFieldErrors(error, options.serverFields ?? fields) ?? {};
    setServerErrors(fromServer);
    if (firstIn(fields, fromServer)) {
      setFormError(options.invalidMessage ?? null);
      focusFirst(fromServer);
    } else {
      const failure = options.failureMessage;
      setFormError(
        typeof failure === "string"
          ? // Without the checks nothing was sent: the server has no message.
            (formCheck.get()?.failureText(error, failure) ?? failure)
          : failure
            ? failure(error)
            : error.message,
      );
    }
    options.onError?.(error);
  };

  const submission = useSubmission({
    // `latest` holds the values just checked: mutate runs right after the check, in the same task.
    mutationFn: (data: z.output<S>) =>
      options.sendValues ? options.sendValues(latest.current) : options.send(data),
    onSuccess: (result, data) => {
      setClientErrors({});
      setServerErrors({});
      setFormError(null);
      if (options.resetOnSuccess) {
        setValues(options.initialValues);
        setSubmitted(false);
      }
      options.onSuccess?.(result, data);
    },
    onError: fail,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.isPending || validating.current || options.canSubmit === false) return;
    validating.current = true;
    let schema: S;
    try {
      const loaded = options.schema.get();
      schema = loaded && formCheck.get() ? loaded : (await loadChecks())[0];
    } catch {
      fail(new Error(options.unavailableMessage));
      return;
    } finally {
      validating.current = false;
    }
    setSubmitted(true);
    const { data, errors } = check(schema, latest.current);
    setClientErrors(errors);
    setServerErrors({});
    if (!data) {
      setFormError(options.invalidMessage ?? null);
      focusFirst(errors);
      return;
    }
    setFormError(null);
    submission.mutate(data);
  };

  /** `quiet` only stores the value (a captcha reset after a failure is no mistake of the visitor's). */
  const setValue = (name: F, value: string, { quiet = false } = {}) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (quiet) return;
    if (serverErrors[name]) setServerErrors((current) => ({ ...current, [name]: undefined }));
    const checking = revalidate === "change" || (revalidate === "afterSubmit" && submitted);
    const schema = options.schema.get();
    if (checking && schema && formCheck.get()) setClientErrors(check(schema, next).errors);
    else if (checking)
      // Checked once the schema is here, against whatever the visitor has typed by then.
      void loadChecks()
        .then(([loaded]) => setClientErrors(check(loaded, latest.current).errors))
        .catch(() => undefined);
    else {
      // The first edit starts the schema's download, so a submit rarely waits for it.
      void loadChecks().catch(() => undefined);
      if (clientErrors[name]) setClientErrors((current) => ({ ...current, [name]: undefined }));
    }
  };

  /** The value, change handler and focus target of one field's control (id and aria come from Field). */
  const bind = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    ref: (element: Control | null) => {
      controls.current[name] = element;
    },
  });

  const errors: FieldErrors<F> = {};
  for (const field of fields) errors[field] = clientErrors[field] ?? serverErrors[field];

  return {
    values,
    setValue,
    errors,
    formError,
    bind,
    focus: (name: F) => controls.current[name]?.focus(),
    /** Sets one field's message (a control whose value is not in `values`: a chosen file). */
    setError: (name: F, message: string | undefined) =>
      setClientErrors((current) => ({ ...current, [name]: message })),
    onSubmit,
    isPending: submission.isPending,
    isSuccess: submission.isSuccess,
    result: submission.data,
    error: submission.error,
  };
}
