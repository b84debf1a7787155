import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useDialogForm } from "#app/lib/use-dialog-form.ts";
import { leadsApi } from "#contracts/api/leads.ts";
import type { ContactRequestInput } from "#contracts/contact.ts";
import { contactRequestSchema } from "#contracts/contact.ts";
import { contactMessages } from "#contracts/messages.ts";

type FieldName = "name" | "email" | "phone" | "company";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const emptyValues: Values = { name: "", email: "", phone: "", company: "" };
const fieldOrder: readonly FieldName[] = ["name", "email", "phone", "company"];

function validate(values: Values) {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (!field || errors[field]) continue;
    // An empty required field reads better as the spec's generic 'Required' than as a length rule.
    errors[field] = values[field].trim() === "" ? "Required" : issue.message;
  }
  return { data: null, errors };
}

/**
 * The contact request's state and submit flow (POST /api/contact-download, toasts, input kept after a
 * failure). The dialog holds it outside its content, which unmounts when closed, so closing keeps the values.
 */
export function useContactForm(options: { onSent: () => void }) {
  return useDialogForm({
    emptyValues,
    fieldOrder,
    validate,
    send: (input: ContactRequestInput) => apiRequest(leadsApi.contactRequest, { body: input }),
    success: { title: contactMessages.successTitle, description: contactMessages.successBody },
    failure: { title: contactMessages.failureTitle, description: contactMessages.failureBody },
    onSent: options.onSent,
  });
}
export type ContactFormState = ReturnType<typeof useContactForm>;

/** The contact form's fields and button: in the contact dialog and on /contact. */
export function ContactFormFields({ form }: { form: ContactFormState }) {
  const { values, setValues, errors, setErrors, controls: inputs, onSubmit, isPending } = form;
  const idPrefix = useId();
  const earlyInput = useEarlyInput();

  const field = (
    name: FieldName,
    label: string,
    props: { type: string; autoComplete: string; required: boolean },
  ) => {
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
          type={props.type}
          autoComplete={props.autoComplete}
          required={props.required}
          value={values[name]}
          onChange={(event) => {
            const next = event.target.value;
            setValues((current) => ({ ...current, [name]: next }));
            // Clear a field's message once the visitor starts correcting it; submit validates again.
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
    // noValidate: our own messages show under each field in every browser; `required` still tells
    // assistive technology which fields are mandatory.
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={isPending}
    >
      {field("name", "Full Name", { type: "text", autoComplete: "name", required: true })}
      {field("email", "Email Address", { type: "email", autoComplete: "email", required: true })}
      {field("phone", "Phone Number", { type: "tel", autoComplete: "tel", required: true })}
      {field("company", "Company (optional)", {
        type: "text",
        autoComplete: "organization",
        required: false,
      })}
      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            {contactMessages.sending}
          </>
        ) : (
          "Send Message"
        )}
      </Button>
    </form>
  );
}
