import { useQuery } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
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
      {values.batchId ? (
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              Students of batch <code className="break-all">{values.batchId}</code>
            </span>
            <Button size="sm" variant="outline" onClick={() => setValue("batchId", "")}>
              Remove the batch rule
            </Button>
          </p>
          {errors.batchId ? <p className="text-sm text-red-700">{errors.batchId}</p> : null}
        </div>
      ) : null}
      <AudienceCount query={countQuery} />
    </fieldset>
  );
}
