import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import {
  bindField,
  controlClassName,
  Field,
  FormAlert,
  SubmitButton,
} from "#app/features/site-content/form-fields.tsx";
import { usePageForm } from "#app/features/site-content/use-page-form.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { pagesApi } from "#contracts/api/pages.ts";
import { corporateMessages, teamSizeLabels, teamSizes } from "#contracts/corporate-inquiry-text.ts";
import type { CorporateInquiry, CorporateInquiryInput } from "#contracts/site-pages.ts";

type FieldName = keyof CorporateInquiryInput;
const loadSchema = () => import("#contracts/site-pages.ts").then((m) => m.corporateInquirySchema);
const fieldOrder: readonly FieldName[] = ["name", "email", "company", "teamSize", "phone", "message"];
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
  const form = usePageForm({
    emptyValues,
    fieldOrder,
    loadSchema,
    send: sendInquiry,
    failureMessage: corporateMessages.failureBody,
    fixFieldsMessage: "Some answers need your attention. Check the highlighted fields.",
  });
  const idPrefix = useId();
  const earlyInput = useEarlyInput();
  const bind = (name: FieldName, options?: { hint?: boolean; required?: boolean }) =>
    bindField(form, idPrefix, name, options);
  const id = (name: FieldName) => `${idPrefix}-${name}`;

  if (form.isSuccess) return <InquiryReceived />;

  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.isPending}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormAlert message={form.formError} />
      </div>
      <Field id={id("name")} label="Your name" error={form.errors.name}>
        <input {...bind("name")} type="text" autoComplete="name" className={`${controlClassName} h-10`} />
      </Field>
      <Field id={id("email")} label="Work email" error={form.errors.email}>
        <input {...bind("email")} type="email" autoComplete="email" className={`${controlClassName} h-10`} />
      </Field>
      <Field id={id("company")} label="Company" error={form.errors.company}>
        <input
          {...bind("company")}
          type="text"
          autoComplete="organization"
          className={`${controlClassName} h-10`}
        />
      </Field>
      <Field id={id("teamSize")} label="Team size" error={form.errors.teamSize}>
        <select {...bind("teamSize")} className={`${controlClassName} h-10`}>
          <option value="">Choose a team size</option>
          {teamSizes.map((size) => (
            <option key={size} value={size}>
              {teamSizeLabels[size]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("phone")} label="Phone" optional error={form.errors.phone} className="sm:col-span-2">
        <input
          {...bind("phone", { required: false })}
          type="tel"
          autoComplete="tel"
          className={`${controlClassName} h-10`}
        />
      </Field>
      <Field
        id={id("message")}
        label="What would you like your team to learn?"
        hint="Roles, goals, preferred format and timing. At least 20 characters."
        error={form.errors.message}
        className="sm:col-span-2"
      >
        <textarea
          {...bind("message", { hint: true })}
          rows={5}
          className={`${controlClassName} min-h-32 resize-y`}
        />
      </Field>
      <div className="sm:col-span-2">
        <SubmitButton
          pending={form.isPending}
          label={corporateMessages.submit}
          pendingLabel={corporateMessages.sending}
        />
      </div>
    </form>
  );
}
