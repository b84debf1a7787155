import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
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

const applicationSchema = lazyModule(() =>
  import("#contracts/admissions.ts").then((m) => m.bootcampApplicationSchema),
);

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
  const form = useForm({
    initialValues: { ...emptyValues, preferredBatchId: preselected },
    fields: fieldOrder,
    schema: applicationSchema,
    send: sendApplication,
    invalidMessage: admissionsMessages.fixFields,
    failureMessage: pageFormFailure(admissionsMessages.failureBody),
    unavailableMessage: admissionsMessages.failureBody,
  });
  const { bind } = form;

  if (form.isSuccess) return <ApplicationReceived email={form.values.email.trim().toLowerCase()} />;

  const legend = "text-lg font-semibold text-slate-900";
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-8">
      <FormAlert>{form.formError}</FormAlert>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legend} mb-4`}>About you</legend>
        <Field name="fullName" label="Full name" error={form.errors.fullName}>
          <Input {...bind("fullName")} required type="text" autoComplete="name" />
        </Field>
        <Field name="email" label="Email address" error={form.errors.email}>
          <Input {...bind("email")} required type="email" autoComplete="email" />
        </Field>
        <Field
          name="phone"
          label="Phone number"
          hint="With your country code, e.g. +1 415 555 0199."
          error={form.errors.phone}
        >
          <Input {...bind("phone")} required type="tel" autoComplete="tel" />
        </Field>
        <Field name="country" label="Country of residence" error={form.errors.country}>
          <Input {...bind("country")} required type="text" autoComplete="country-name" />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legend} mb-4`}>Your background</legend>
        <Field name="currentRole" label="Current role" error={form.errors.currentRole}>
          <Input
            {...bind("currentRole")}
            required
            type="text"
            autoComplete="organization-title"
            placeholder="e.g. Backend developer, Data analyst, Student"
          />
        </Field>
        <Field name="experienceLevel" label="Programming experience" error={form.errors.experienceLevel}>
          <Select {...bind("experienceLevel")} required>
            <option value="">Choose your experience level</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {experienceLevelLabels[level]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="background"
          label="Your background"
          hint={`What have you built or studied with code, data or AI? ${applicationLimits.textMin} to 2,000 characters.`}
          error={form.errors.background}
          className="sm:col-span-2"
        >
          <Textarea {...bind("background")} required rows={5} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legend} mb-4`}>Your goals</legend>
        <Field
          name="goals"
          label="What do you want to achieve?"
          hint={`The role, product or skills you are aiming for. ${applicationLimits.textMin} to 2,000 characters.`}
          error={form.errors.goals}
          className="sm:col-span-2"
        >
          <Textarea {...bind("goals")} required rows={5} />
        </Field>
        <Field
          name="preferredBatchId"
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
          <Select {...bind("preferredBatchId")}>
            <option value="">No preference yet</option>
            {(batches ?? []).map((batch) => (
              <option key={batch.id} value={batch.id}>
                {cohortOptionLabel(batch)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="portfolioUrl"
          label="Portfolio, GitHub or LinkedIn link"
          optional
          hint="A full link, e.g. https://github.com/your-name."
          error={form.errors.portfolioUrl}
          className="sm:col-span-2"
        >
          <Input {...bind("portfolioUrl")} type="url" inputMode="url" autoComplete="url" />
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
          pendingLabel={admissionsMessages.submitting}
          className="w-full sm:w-auto"
        >
          {admissionsMessages.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
