import { CalendarCheck } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { contentApi } from "#contracts/api/content.ts";
import type { WebinarRegistration } from "#contracts/webinars.ts";
import { webinarMessages } from "#contracts/webinars-text.ts";

type FieldName = "name" | "email";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldOrder: readonly FieldName[] = ["name", "email"];

// The contract's zod schema, loaded on first use (the first edit or submit): zod stays out of the
// webinars page's first-load JavaScript.
const loadSchema = () => import("#contracts/webinars.ts").then((module) => module.webinarRegistrationSchema);

export async function validateRegistration(values: Values): Promise<{
  data: WebinarRegistration | null;
  errors: FieldErrors;
}> {
  const schema = await loadSchema();
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (!field || errors[field]) continue;
    errors[field] = values[field].trim() === "" ? "Required" : issue.message;
  }
  return { data: null, errors };
}

/** The API's field errors ({ errors: [{ field, message }] }) as this form's errors. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || !error.body || typeof error.body !== "object") return {};
  const list = (error.body as { errors?: { field?: string; message: string }[] }).errors ?? [];
  const errors: FieldErrors = {};
  for (const item of list) {
    if ((item.field === "name" || item.field === "email") && !errors[item.field])
      errors[item.field] = item.message;
  }
  return errors;
}

/** Name and email for one upcoming webinar; the success message replaces the form. */
export function WebinarRegistrationForm({ slug, title }: { slug: string; title: string }) {
  const [values, setValues] = useState<Values>({ name: "", email: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();
  const validating = useRef(false);
  const [schemaFailed, setSchemaFailed] = useState(false);
  const earlyInput = useEarlyInput();

  const mutation = useSubmission({
    mutationFn: (input: WebinarRegistration) =>
      apiRequest(contentApi.registerForWebinar, {
        params: { slug },
        body: input,
      }),
    onError: (error) => {
      const fromServer = fieldErrorsOf(error);
      setErrors(fromServer);
      const first = fieldOrder.find((field) => fromServer[field]);
      if (first) inputs.current[first]?.focus();
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || validating.current) return;
    validating.current = true;
    let result: Awaited<ReturnType<typeof validateRegistration>>;
    try {
      result = await validateRegistration(values);
    } catch {
      // The schema could not be downloaded (offline): nothing is sent, the visitor can try again.
      setSchemaFailed(true);
      return;
    } finally {
      validating.current = false;
    }
    setSchemaFailed(false);
    const { data, errors: next } = result;
    setErrors(next);
    if (!data) {
      const first = fieldOrder.find((field) => next[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    mutation.mutate(data);
  };

  if (mutation.isSuccess) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <p>{mutation.data.message}</p>
      </div>
    );
  }

  const serverError = schemaFailed
    ? webinarMessages.failureBody
    : mutation.isError && Object.keys(fieldErrorsOf(mutation.error)).length === 0
      ? mutation.error instanceof ApiRequestError && mutation.error.status !== 500
        ? mutation.error.message
        : webinarMessages.failureBody
      : null;

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => {
    const id = `${idPrefix}-${name}`;
    const errorId = `${id}-error`;
    const error = errors[name];
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(event) => {
            const next = event.target.value;
            setValues((current) => ({ ...current, [name]: next }));
            void loadSchema().catch(() => undefined);
            if (error) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Register for ${title}`}
      aria-busy={mutation.isPending}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      {field("name", "Full name", "text", "name")}
      {field("email", "Email address", "email", "email")}
      <Button type="submit" disabled={mutation.isPending} className="sm:mt-6">
        {mutation.isPending ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            {webinarMessages.registering}
          </>
        ) : (
          "Register free"
        )}
      </Button>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
