import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { pageFormFailure } from "#app/lib/page-form-failure.ts";
import { useForm } from "#app/lib/use-form.ts";
import { pagesApi } from "#contracts/api/pages.ts";
import { corporateMessages, teamSizeLabels, teamSizes } from "#contracts/corporate-inquiry-text.ts";
import type { CorporateInquiry, CorporateInquiryInput } from "#contracts/site-pages.ts";

type FieldName = keyof CorporateInquiryInput;
const inquirySchema = lazyModule(() =>
  import("#contracts/site-pages.ts").then((m) => m.corporateInquirySchema),
);
const fields: readonly FieldName[] = ["name", "email", "company", "teamSize", "phone", "message"];
const emptyValues: Record<FieldName, string> = {
  name: "",
  email: "",
  company: "",
  teamSize: "",
  phone: "",
  message: "",
};

function sendInquiry(data: CorporateInquiry) {
  return apiRequest(pagesApi.corporateInquiry, { body: data });
}

function InquiryReceived() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-700" />
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold text-slate-900 focus:outline-none">
        {corporateMessages.successTitle}
      </h3>
      <p className="mt-2 text-slate-800">{corporateMessages.successBody}</p>
    </div>
  );
}

/** The corporate training inquiry: stored as a lead of kind 'corporate'. */
export function CorporateInquiryForm() {
  const form = useForm({
    initialValues: emptyValues,
    fields,
    schema: inquirySchema,
    send: sendInquiry,
    invalidMessage: "Some answers need your attention. Check the highlighted fields.",
    failureMessage: pageFormFailure(corporateMessages.failureBody),
    unavailableMessage: corporateMessages.failureBody,
  });
  const { errors } = form;

  if (form.isSuccess) return <InquiryReceived />;

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-5 sm:grid-cols-2">
      <FormAlert className="sm:col-span-2">{form.formError}</FormAlert>
      <Field name="name" label="Your name" error={errors.name}>
        <Input {...form.bind("name")} required type="text" autoComplete="name" />
      </Field>
      <Field name="email" label="Work email" error={errors.email}>
        <Input {...form.bind("email")} required type="email" autoComplete="email" />
      </Field>
      <Field name="company" label="Company" error={errors.company}>
        <Input {...form.bind("company")} required type="text" autoComplete="organization" />
      </Field>
      <Field name="teamSize" label="Team size" error={errors.teamSize}>
        <Select {...form.bind("teamSize")} required>
          <option value="">Choose a team size</option>
          {teamSizes.map((size) => (
            <option key={size} value={size}>
              {teamSizeLabels[size]}
            </option>
          ))}
        </Select>
      </Field>
      <Field name="phone" label="Phone" optional error={errors.phone} className="sm:col-span-2">
        <Input {...form.bind("phone")} type="tel" autoComplete="tel" />
      </Field>
      <Field
        name="message"
        label="What would you like your team to learn?"
        hint="Roles, goals, preferred format and timing. At least 20 characters."
        error={errors.message}
        className="sm:col-span-2"
      >
        <Textarea {...form.bind("message")} required rows={5} />
      </Field>
      <div className="sm:col-span-2">
        <SubmitButton
          pending={form.isPending}
          pendingLabel={corporateMessages.sending}
          className="w-full sm:w-auto"
        >
          {corporateMessages.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
