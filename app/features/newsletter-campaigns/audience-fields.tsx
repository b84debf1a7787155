import { useQuery } from "@tanstack/react-query";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { batchTypeLabels } from "#contracts/admin-batches-text.ts";
import { adminBatchesApi } from "#contracts/api/admin-batches.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import { leadKindLabels, leadKinds } from "#contracts/leads.ts";
import { newsletterTopics } from "#contracts/newsletter-text.ts";
import { AudienceCount, type AudienceCountQuery } from "./audience-count.tsx";
import { campaignsQueryKey } from "./campaign-params.ts";
import { type AudienceField, audienceFields } from "./campaign-values.ts";
import { SegmentPicker } from "./segment-picker.tsx";

type Control = {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
};

type AudienceFieldsProps = {
  values: Record<AudienceField, string>;
  errors: Partial<Record<AudienceField, string>>;
  bind: (name: AudienceField) => Control;
  setValue: (name: AudienceField, value: string) => void;
  countQuery: AudienceCountQuery;
  disabled?: boolean;
};

/** Who receives the campaign: rules that all must hold, or a saved segment's, and how many that is now. */
export function AudienceFields({
  values,
  errors,
  bind,
  setValue,
  countQuery,
  disabled,
}: AudienceFieldsProps) {
  const courses = useQuery({
    queryKey: [...campaignsQueryKey, "course-choices"],
    queryFn: ({ signal }) => apiRequest(adminCoursesApi.list, { query: { pageSize: 100 }, signal }),
  });
  const courseOptions = courses.data?.items ?? [];
  const unlisted = values.courseSlug && !courseOptions.some((course) => course.slug === values.courseSlug);
  // The chosen course's batches (a batch rule narrows to one cohort of it).
  const batches = useQuery({
    queryKey: [...campaignsQueryKey, "batch-choices", values.courseSlug],
    queryFn: ({ signal }) =>
      apiRequest(adminBatchesApi.batches, {
        query: { course: values.courseSlug, page: 1, pageSize: 100 },
        signal,
      }),
    enabled: Boolean(values.courseSlug),
  });
  const batchOptions = values.courseSlug ? (batches.data?.items ?? []) : [];
  const batchUnlisted = values.batchId && !batchOptions.some((batch) => batch.id === values.batchId);
  const setRules = (rules: Record<AudienceField, string>) => {
    for (const field of audienceFields) setValue(field, rules[field]);
  };

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4" disabled={disabled}>
      <legend className="px-1 text-base font-semibold text-slate-900">Audience</legend>
      <p className="-mt-2 text-sm text-slate-600">
        Confirmed subscribers only. Every rule you choose must hold; none chosen: every confirmed subscriber.
      </p>
      <SegmentPicker rules={values} onPick={setRules} disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Topic" name="topic" optional error={errors.topic}>
          <Select {...bind("topic")}>
            <option value="">Any topic</option>
            {newsletterTopics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Students of a course"
          name="courseSlug"
          optional
          error={errors.courseSlug}
          hint={courses.isError ? "Could not load the courses." : undefined}
        >
          <Select {...bind("courseSlug")}>
            <option value="">Any course or none</option>
            {unlisted ? <option value={values.courseSlug}>{values.courseSlug}</option> : null}
            {courseOptions.map((course) => (
              <option key={course.id} value={course.slug}>
                {course.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sent a lead of kind" name="leadKind" optional error={errors.leadKind}>
          <Select {...bind("leadKind")}>
            <option value="">Any or none</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Source"
          name="source"
          optional
          error={errors.source}
          hint='The form or import they came through, e.g. "site-newsletter".'
        >
          <Input {...bind("source")} maxLength={100} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      {values.courseSlug || values.batchId ? (
        <Field
          label="Students of a batch"
          name="batchId"
          optional
          error={errors.batchId}
          hint={batches.isError ? "Could not load the batches." : "A batch of the course chosen above."}
        >
          <Select {...bind("batchId")}>
            <option value="">Any batch of the course</option>
            {batchUnlisted ? <option value={values.batchId}>{values.batchId}</option> : null}
            {batchOptions.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {`${batchTypeLabels[batch.type]} starting ${batch.startDate}`}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <AudienceCount query={countQuery} />
    </fieldset>
  );
}
