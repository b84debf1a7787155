import { CheckCircle2, FileText } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import {
  careersLimits,
  careersMessages,
  cvFieldName,
  cvProblem,
  type JobApplicationFieldName,
  jobApplicationFieldNames,
  jobApplicationFieldsSchema,
} from "#contracts/careers.ts";
import { errorsOf, type FieldErrors, submitApplication } from "./submit-application.ts";

type Values = Record<JobApplicationFieldName, string>;
const emptyValues: Values = { name: "", email: "", phone: "", profileUrl: "", coverLetter: "" };
const fieldOrder = [...jobApplicationFieldNames, cvFieldName] as const;

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

/** The application form of one opening: text fields, the CV (PDF, 5 MB) and the states of sending it. */
export function JobApplicationForm({ slug, title }: { slug: string; title: string }) {
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "pending" | "sent">("idle");
  const controls = useRef<Partial<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const successRef = useRef<HTMLDivElement | null>(null);
  const earlyInput = useEarlyInput();

  const focusFirstInvalid = (next: FieldErrors) => {
    const first = fieldOrder.find((field) => next[field]);
    if (first) controls.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "pending") return;
    setFormError(null);
    const next: FieldErrors = {};
    const parsed = jobApplicationFieldsSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as JobApplicationFieldName | undefined;
        if (!field || next[field]) continue;
        next[field] = values[field].trim() === "" ? "Required" : issue.message;
      }
    }
    const cvError = cvProblem(cv);
    if (cvError) next[cvFieldName] = cvError;
    setErrors(next);
    if (!parsed.success || !cv || cvError) {
      focusFirstInvalid(next);
      return;
    }
    setStatus("pending");
    try {
      await submitApplication(slug, parsed.data, cv);
      setStatus("sent");
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setStatus("idle");
      const { fields, general } = errorsOf(error instanceof ApiRequestError ? error.body : undefined);
      setErrors(fields);
      const fieldless = Object.keys(fields).length === 0;
      setFormError(
        fieldless
          ? (general ?? (error instanceof ApiRequestError ? error.message : careersMessages.failureBody))
          : null,
      );
      focusFirstInvalid(fields);
    }
  };

  if (status === "sent") {
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

  const errorId = (field: string) => `${idPrefix}-${field}-error`;
  const describe = (field: string) => (errors[field] ? errorId(field) : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={errorId(field)} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const update = (field: JobApplicationFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const textInput = (
    field: Exclude<JobApplicationFieldName, "coverLetter">,
    type: string,
    autoComplete: string,
  ) => {
    const id = `${idPrefix}-${field}`;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{fieldLabels[field]}</Label>
        <Input
          ref={(element) => {
            controls.current[field] = element;
          }}
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          required={field === "name" || field === "email"}
          value={values[field]}
          onChange={(event) => update(field, event.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describe(field)}
        />
        {fieldError(field)}
      </div>
    );
  };

  const cvId = `${idPrefix}-cv`;
  const cvHintId = `${cvId}-hint`;
  const letterId = `${idPrefix}-coverLetter`;
  return (
    <form
      {...earlyInput}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-busy={status === "pending"}
      aria-label={`Apply for ${title}`}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {textInput("name", "text", "name")}
        {textInput("email", "email", "email")}
        {textInput("phone", "tel", "tel")}
        {textInput("profileUrl", "url", "url")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={letterId}>{fieldLabels.coverLetter}</Label>
        <textarea
          ref={(element) => {
            controls.current.coverLetter = element;
          }}
          id={letterId}
          name="coverLetter"
          rows={5}
          maxLength={careersLimits.coverLetterMax}
          value={values.coverLetter}
          onChange={(event) => update("coverLetter", event.target.value)}
          aria-invalid={errors.coverLetter ? true : undefined}
          aria-describedby={[`${letterId}-count`, describe("coverLetter")].filter(Boolean).join(" ")}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40 aria-invalid:border-red-600 md:text-sm"
        />
        <p id={`${letterId}-count`} className="text-xs text-slate-600">
          {values.coverLetter.length.toLocaleString("en-US")} /{" "}
          {careersLimits.coverLetterMax.toLocaleString("en-US")} characters
        </p>
        {fieldError("coverLetter")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={cvId}>CV (PDF, at most 5 MB)</Label>
        <input
          ref={(element) => {
            controls.current[cvFieldName] = element;
          }}
          id={cvId}
          name={cvFieldName}
          type="file"
          accept="application/pdf,.pdf"
          required
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setCv(file);
            setErrors((current) => ({
              ...current,
              [cvFieldName]: file ? (cvProblem(file) ?? undefined) : undefined,
            }));
          }}
          aria-invalid={errors[cvFieldName] ? true : undefined}
          aria-describedby={[cvHintId, describe(cvFieldName)].filter(Boolean).join(" ")}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        <p id={cvHintId} className="flex items-center gap-1.5 text-xs text-slate-600">
          <FileText aria-hidden="true" className="size-3.5" />
          {cv ? `${cv.name} (${formatBytes(cv.size)})` : "Only PDF files are accepted."}
        </p>
        {fieldError(cvFieldName)}
      </div>
      {formError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        We use your details only to assess this application and delete them 12 months after the role is
        filled.
      </p>
      <div>
        <Button type="submit" size="lg" disabled={status === "pending"} className="w-full sm:w-auto">
          {status === "pending" ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
              {careersMessages.sending}
            </>
          ) : (
            "Send application"
          )}
        </Button>
      </div>
    </form>
  );
}
