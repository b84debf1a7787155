import { CalendarCheck } from "lucide-react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { contentApi } from "#contracts/api/content.ts";
import type { WebinarRegistration } from "#contracts/webinars.ts";
import { webinarMessages } from "#contracts/webinars-text.ts";

type FieldName = "name" | "email";
type Values = Record<FieldName, string>;

const fields: readonly FieldName[] = ["name", "email"];

// The contract's zod schema, loaded on first use (the first edit or submit): zod stays out of the
// webinars page's first-load JavaScript.
const registrationSchema = lazyModule(() =>
  import("#contracts/webinars.ts").then((module) => module.webinarRegistrationSchema),
);
const rules = { fields, emptyMessage: { message: "Required" } };

export async function validateRegistration(values: Values) {
  const [schema, { validateValues }] = await Promise.all([
    registrationSchema.load(),
    import("#app/lib/form-check.ts"),
  ]);
  return validateValues(schema, values, rules);
}

/** Name and email for one upcoming webinar; the success message replaces the form. */
export function WebinarRegistrationForm({ slug, title }: { slug: string; title: string }) {
  const form = useForm({
    ...rules,
    initialValues: { name: "", email: "" },
    schema: registrationSchema,
    // The schema could not be downloaded (offline): nothing is sent, the visitor can try again.
    unavailableMessage: webinarMessages.failureBody,
    failureMessage: (error) =>
      error instanceof ApiRequestError && error.status !== 500 ? error.message : webinarMessages.failureBody,
    send: (input: WebinarRegistration) =>
      apiRequest(contentApi.registerForWebinar, {
        params: { slug },
        body: input,
      }),
  });

  if (form.isSuccess) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <p>{form.result?.message}</p>
      </div>
    );
  }

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => (
    <Field name={name} label={label} error={form.errors[name]}>
      <Input {...form.bind(name)} type={type} autoComplete={autoComplete} required />
    </Field>
  );

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label={`Register for ${title}`}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      {field("name", "Full name", "text", "name")}
      {field("email", "Email address", "email", "email")}
      <SubmitButton
        pending={form.isPending}
        pendingLabel={webinarMessages.registering}
        size="default"
        className="sm:mt-6"
      >
        Register free
      </SubmitButton>
      <FormAlert className="sm:col-span-3">{form.formError}</FormAlert>
    </Form>
  );
}
