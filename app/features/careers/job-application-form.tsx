import { CheckCircle2, FileText } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { FileInput, Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { apiFieldIssues } from "#app/lib/form-errors.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import {
  careersLimits,
  careersMessages,
  cvFieldName,
  cvProblem,
  type JobApplicationFieldName,
  jobApplicationFieldNames,
  jobApplicationFieldsSchema,
} from "#contracts/careers.ts";
import { submitApplication } from "./submit-application.ts";

type FieldName = JobApplicationFieldName | typeof cvFieldName;
const fields: readonly FieldName[] = [...jobApplicationFieldNames, cvFieldName];
// The careers page imports its contract anyway (the CV rules), so the schema is there at once.
const applicationSchema = loadedModule(jobApplicationFieldsSchema);

const fieldLabels: Record<JobApplicationFieldName, string> = {
  name: "Full name",
  email: "Email",
  phone: "Phone (optional)",
  profileUrl: "LinkedIn, GitHub or portfolio link (optional)",
  coverLetter: "Why this role? (optional)",
};

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The first message the API gave without a field, else the error's own (or the page's default). */
function failureMessage(error: Error): string {
  const general = apiFieldIssues(error).find((issue) => !issue.field)?.message;
  return general ?? (error instanceof ApiRequestError ? error.message : careersMessages.failureBody);
}

/** The application form of one opening: text fields, the CV (PDF, 5 MB) and the states of sending it. */
export function JobApplicationForm({ slug, title }: { slug: string; title: string }) {
  // The file is not a string value: it lives here, the hook checks it through `check`.
  const [cv, setCv] = useState<File | null>(null);
  const successRef = useRef<HTMLDivElement | null>(null);
  const counterId = `${useId()}-count`;
  const form = useForm({
    initialValues: { name: "", email: "", phone: "", profileUrl: "", coverLetter: "", [cvFieldName]: "" },
    fields,
    schema: applicationSchema,
    toInput: ({ [cvFieldName]: _file, ...text }) => text,
    check: () => ({ [cvFieldName]: cvProblem(cv) ?? undefined }),
    emptyMessage: { message: "Required", fields: jobApplicationFieldNames },
    unavailableMessage: careersMessages.failureBody,
    failureMessage,
    send: (data) => {
      if (!cv) throw new Error(careersMessages.cvMissing);
      return submitApplication(slug, data, cv);
    },
    onSuccess: () => requestAnimationFrame(() => successRef.current?.focus()),
  });

  if (form.isSuccess) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <div>
          <p className="font-semibold">{careersMessages.successTitle}</p>
          <p className="mt-1 text-sm">{careersMessages.successBody}</p>
        </div>
      </div>
    );
  }

  const { errors } = form;
  const textInput = (
    field: Exclude<JobApplicationFieldName, "coverLetter">,
    type: string,
    autoComplete: string,
  ) => (
    <Field name={field} label={fieldLabels[field]} error={errors[field]}>
      <Input
        {...form.bind(field)}
        type={type}
        autoComplete={autoComplete}
        required={field === "name" || field === "email"}
      />
    </Field>
  );

  return (
    <Form
      encType="multipart/form-data"
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label={`Apply for ${title}`}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {textInput("name", "text", "name")}
        {textInput("email", "email", "email")}
        {textInput("phone", "tel", "tel")}
        {textInput("profileUrl", "url", "url")}
      </div>
      <Field name="coverLetter" label={fieldLabels.coverLetter} error={errors.coverLetter}>
        <Textarea
          {...form.bind("coverLetter")}
          rows={5}
          maxLength={careersLimits.coverLetterMax}
          aria-describedby={counterId}
          className="min-h-0"
        />
        <p id={counterId} className="text-xs text-slate-600">
          {form.values.coverLetter.length.toLocaleString("en-US")} /{" "}
          {careersLimits.coverLetterMax.toLocaleString("en-US")} characters
        </p>
      </Field>
      <Field
        name={cvFieldName}
        label="CV (PDF, at most 5 MB)"
        hint={
          <span className="flex items-center gap-1.5 text-xs">
            <FileText aria-hidden="true" className="size-3.5" />
            {cv ? `${cv.name} (${formatBytes(cv.size)})` : "Only PDF files are accepted."}
          </span>
        }
        error={errors[cvFieldName]}
      >
        <FileInput
          name={cvFieldName}
          ref={form.bind(cvFieldName).ref}
          accept="application/pdf,.pdf"
          required
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setCv(file);
            form.setError(cvFieldName, file ? (cvProblem(file) ?? undefined) : undefined);
          }}
        />
      </Field>
      <FormAlert>{form.formError}</FormAlert>
      <p className="text-xs text-slate-600">
        We use your details only to assess this application and delete them 12 months after the role is
        filled.
      </p>
      <div>
        <SubmitButton
          pending={form.isPending}
          pendingLabel={careersMessages.sending}
          className="w-full sm:w-auto"
        >
          Send application
        </SubmitButton>
      </div>
    </Form>
  );
}
