import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
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
import type {
  ApplicationField,
  BootcampApplication,
  BootcampApplicationResponse,
  BootcampBatch,
} from "#contracts/admissions.ts";
import {
  admissionsMessages,
  applicationLimits,
  experienceLevelLabels,
  experienceLevels,
} from "#contracts/admissions-text.ts";
import { admissionsApi } from "#contracts/api/admissions.ts";
import { cohortOptionLabel } from "./cohort-label.ts";

const loadSchema = () => import("#contracts/admissions.ts").then((m) => m.bootcampApplicationSchema);

const fieldOrder: readonly ApplicationField[] = [
  "fullName",
  "email",
  "phone",
  "country",
  "currentRole",
  "experienceLevel",
  "background",
  "goals",
  "preferredBatchId",
  "portfolioUrl",
];
const emptyValues = Object.fromEntries(fieldOrder.map((field) => [field, ""])) as Record<
  ApplicationField,
  string
>;

export const nextSteps = [
  `We review your application within ${applicationLimits.reviewBusinessDays} business days.`,
  "If the bootcamp fits, we invite you to a 15-minute video interview.",
  "Once accepted, you enroll and reserve your seat.",
  "Two weeks before the start, onboarding and pre-work begin.",
] as const;

function sendApplication(data: BootcampApplication): Promise<BootcampApplicationResponse> {
  return apiRequest(admissionsApi.apply, {
    body: data,
  });
}

function ApplicationReceived({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="application-received"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8"
    >
      <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
      <h2
        id="application-received"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {admissionsMessages.received}
      </h2>
      <p className="mt-2 text-slate-800">
        {admissionsMessages.receivedBody} The confirmation went to <strong>{email}</strong>.
      </p>
      <h3 className="mt-6 font-semibold text-slate-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/ai-bootcamp/start" className="font-medium text-indigo-700 underline underline-offset-4">
          See the full admissions timeline
        </Link>
        <Link to="/ai-bootcamp" className="font-medium text-indigo-700 underline underline-offset-4">
          Back to the bootcamp overview
        </Link>
      </p>
    </section>
  );
}

/** The bootcamp application (SPEC.md section 2: /ai-bootcamp/apply). `batches` is null when they could not be read. */
export function ApplicationForm({
  batches,
  initialBatchId,
}: {
  batches: BootcampBatch[] | null;
  /** A cohort chosen on the overview page (?cohort=), preselected when it is still offered. */
  initialBatchId?: string | null;
}) {
  const preselected = batches?.some((batch) => batch.id === initialBatchId) ? (initialBatchId ?? "") : "";
  const form = usePageForm({
    emptyValues: { ...emptyValues, preferredBatchId: preselected },
    fieldOrder,
    loadSchema,
    send: sendApplication,
    failureMessage: admissionsMessages.failureBody,
    fixFieldsMessage: admissionsMessages.fixFields,
  });
  const idPrefix = useId();
  const earlyInput = useEarlyInput();
  const bind = (name: ApplicationField, options?: { hint?: boolean; required?: boolean }) =>
    bindField(form, idPrefix, name, options);
  const id = (name: ApplicationField) => `${idPrefix}-${name}`;

  if (form.isSuccess) return <ApplicationReceived email={form.values.email.trim().toLowerCase()} />;

  const legend = "text-lg font-semibold text-slate-900";
  const textarea = `${controlClassName} min-h-32 resize-y`;
  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.isPending}
      className="grid gap-8"
    >
      <FormAlert message={form.formError} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legend} mb-4`}>About you</legend>
        <Field id={id("fullName")} label="Full name" error={form.errors.fullName}>
          <input
            {...bind("fullName")}
            type="text"
            autoComplete="name"
            className={`${controlClassName} h-10`}
          />
        </Field>
        <Field id={id("email")} label="Email address" error={form.errors.email}>
          <input
            {...bind("email")}
            type="email"
            autoComplete="email"
            className={`${controlClassName} h-10`}
          />
        </Field>
        <Field
          id={id("phone")}
          label="Phone number"
          hint="With your country code, e.g. +1 415 555 0199."
          error={form.errors.phone}
        >
          <input
            {...bind("phone", { hint: true })}
            type="tel"
            autoComplete="tel"
            className={`${controlClassName} h-10`}
          />
        </Field>
        <Field id={id("country")} label="Country of residence" error={form.errors.country}>
          <input
            {...bind("country")}
            type="text"
            autoComplete="country-name"
            className={`${controlClassName} h-10`}
          />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legend} mb-4`}>Your background</legend>
        <Field id={id("currentRole")} label="Current role" error={form.errors.currentRole}>
          <input
            {...bind("currentRole")}
            type="text"
            autoComplete="organization-title"
            placeholder="e.g. Backend developer, Data analyst, Student"
            className={`${controlClassName} h-10`}
          />
        </Field>
        <Field id={id("experienceLevel")} label="Programming experience" error={form.errors.experienceLevel}>
          <select {...bind("experienceLevel")} className={`${controlClassName} h-10`}>
            <option value="">Choose your experience level</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {experienceLevelLabels[level]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id("background")}
          label="Your background"
          hint={`What have you built or studied with code, data or AI? ${applicationLimits.textMin} to 2,000 characters.`}
          error={form.errors.background}
          className="sm:col-span-2"
        >
          <textarea {...bind("background", { hint: true })} rows={5} className={textarea} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legend} mb-4`}>Your goals</legend>
        <Field
          id={id("goals")}
          label="What do you want to achieve?"
          hint={`The role, product or skills you are aiming for. ${applicationLimits.textMin} to 2,000 characters.`}
          error={form.errors.goals}
          className="sm:col-span-2"
        >
          <textarea {...bind("goals", { hint: true })} rows={5} className={textarea} />
        </Field>
        <Field
          id={id("preferredBatchId")}
          label="Preferred cohort"
          optional
          hint={
            batches === null
              ? "We could not load the cohort dates just now; leave this empty and we will suggest one."
              : batches.length === 0
                ? "New cohort dates are announced soon; leave this empty and we will suggest one."
                : "Not sure yet? Leave it empty and we will suggest one on the call."
          }
          error={form.errors.preferredBatchId}
          className="sm:col-span-2"
        >
          <select
            {...bind("preferredBatchId", { hint: true, required: false })}
            className={`${controlClassName} h-10`}
          >
            <option value="">No preference yet</option>
            {(batches ?? []).map((batch) => (
              <option key={batch.id} value={batch.id}>
                {cohortOptionLabel(batch)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id("portfolioUrl")}
          label="Portfolio, GitHub or LinkedIn link"
          optional
          hint="A full link, e.g. https://github.com/your-name."
          error={form.errors.portfolioUrl}
          className="sm:col-span-2"
        >
          <input
            {...bind("portfolioUrl", { hint: true, required: false })}
            type="url"
            inputMode="url"
            autoComplete="url"
            className={`${controlClassName} h-10`}
          />
        </Field>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          We use your answers only to assess your application. See our{" "}
          <Link to="/privacy" className="text-indigo-700 underline underline-offset-4">
            privacy policy
          </Link>
          .
        </p>
        <SubmitButton
          pending={form.isPending}
          label={admissionsMessages.submit}
          pendingLabel={admissionsMessages.submitting}
        />
      </div>
    </form>
  );
}
