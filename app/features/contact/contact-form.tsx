import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { leadsApi } from "#contracts/api/leads.ts";
import { type ContactRequestInput, contactRequestSchema } from "#contracts/contact.ts";
import { contactMessages } from "#contracts/messages.ts";

type FieldName = "name" | "email" | "phone" | "company";

const fields: readonly FieldName[] = ["name", "email", "phone", "company"];
// The dialog's chunk loads after the page (lazily), so its schema comes with it.
const contactSchema = loadedModule(contactRequestSchema);
const failure = { title: contactMessages.failureTitle, description: contactMessages.failureBody };

/**
 * The contact request's state and submit flow (POST /api/contact-download, toasts, input kept after a
 * failure). The dialog holds it outside its content, which unmounts when closed, so closing keeps the values.
 */
export function useContactForm(options: { onSent: () => void }) {
  return useForm({
    initialValues: { name: "", email: "", phone: "", company: "" },
    fields,
    schema: contactSchema,
    // An empty required field reads better as the spec's generic 'Required' than as a length rule.
    emptyMessage: { message: "Required" },
    unavailableMessage: contactMessages.failureBody,
    // Success and failure are toasts; the values go back to empty once sent.
    failureMessage: () => null,
    resetOnSuccess: true,
    send: (input: ContactRequestInput) => apiRequest(leadsApi.contactRequest, { body: input }),
    onSuccess: () => {
      toast({ title: contactMessages.successTitle, description: contactMessages.successBody });
      options.onSent();
    },
    onError: () => toast({ variant: "destructive", ...failure }),
  });
}
export type ContactFormState = ReturnType<typeof useContactForm>;

/** The contact form's fields and button: in the contact dialog and on /contact. */
export function ContactFormFields({ form }: { form: ContactFormState }) {
  const field = (
    name: FieldName,
    label: string,
    props: { type: string; autoComplete: string; required: boolean },
  ) => (
    <Field name={name} label={label} error={form.errors[name]}>
      <Input
        {...form.bind(name)}
        type={props.type}
        autoComplete={props.autoComplete}
        required={props.required}
      />
    </Field>
  );

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      {field("name", "Full Name", { type: "text", autoComplete: "name", required: true })}
      {field("email", "Email Address", { type: "email", autoComplete: "email", required: true })}
      {field("phone", "Phone Number", { type: "tel", autoComplete: "tel", required: true })}
      {field("company", "Company (optional)", {
        type: "text",
        autoComplete: "organization",
        required: false,
      })}
      <SubmitButton pending={form.isPending} pendingLabel={contactMessages.sending} className="w-full">
        Send Message
      </SubmitButton>
    </Form>
  );
}
