import type { ReactNode } from "react";
import { useState } from "react";
import type { z } from "zod";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { type LazyModule, loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import {
  type AdminCourse,
  adminCourseCreateSchema,
  adminCourseUpdateSchema,
  type InstructorOption,
} from "#contracts/admin-courses.ts";
import { adminCoursesLimits as l, adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import {
  courseFormatLabels,
  courseFormats,
  courseLevelLabels,
  courseLevels,
} from "#contracts/catalog-text.ts";
import {
  bodyOf,
  type CourseFormField,
  courseFormFields,
  emptyCourseValues,
  type FaqDraft,
  listOf,
  valuesOf,
} from "./course-form-values.ts";
import { FaqListEditor, InstructorPicker, TextListEditor } from "./list-editors.tsx";

const createSchema = loadedModule(adminCourseCreateSchema);
const updateSchema = loadedModule(adminCourseUpdateSchema);

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** "12 of 70 characters" under a length-limited field. */
const countHint = (value: string, max: number, lead?: string) =>
  `${lead ? `${lead} ` : ""}${value.trim().length} of ${max} characters.`;

type CourseFormProps = {
  /** The course as it was loaded; absent for a new one. */
  course?: AdminCourse;
  instructorOptions: readonly InstructorOption[];
  onSaved: (course: AdminCourse) => void;
};

/** Every catalog field of a course, in sections; a 400 or 409 keeps everything typed (decisions 0022, 0042). */
export function CourseForm({ course, instructorOptions, onSaved }: CourseFormProps) {
  const creating = !course;
  // The version this form saves against: the loaded one, then each successful save's.
  const [version, setVersion] = useState(course?.version ?? 1);
  const form = useForm({
    initialValues: course ? valuesOf(course) : emptyCourseValues,
    fields: courseFormFields,
    // The two schemas differ by the slug (creation) and the version (a save); the body is built to match.
    schema: (creating ? createSchema : updateSchema) as LazyModule<z.ZodType>,
    toInput: (values) =>
      creating ? { slug: values.slug, ...bodyOf(values) } : { ...bodyOf(values), version },
    invalidMessage: "Some fields need your attention: see the messages below them.",
    unavailableMessage: m.unavailable,
    send: (body): Promise<AdminCourse> =>
      course
        ? apiRequest(adminCoursesApi.update, { params: { courseId: course.id }, body: body as never })
        : apiRequest(adminCoursesApi.create, { body: body as never }),
    onSuccess: (saved) => {
      setVersion(saved.version);
      toast({ title: creating ? m.created : m.saved, description: `${saved.title} is saved.` });
      onSaved(saved);
    },
  });
  const { errors, values } = form;
  const listRef = (name: CourseFormField) =>
    form.bind(name).ref as unknown as (element: HTMLFieldSetElement | null) => void;
  const setList = (name: CourseFormField, items: unknown[]) => form.setValue(name, JSON.stringify(items));

  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      className="grid min-w-0 gap-6"
      aria-label={creating ? "New course" : `Edit ${course.title}`}
    >
      <FormAlert>{form.formError}</FormAlert>

      <Section title="Basics" description="What the catalog card and the top of the course page show.">
        {creating ? (
          <Field
            label="Slug"
            name="slug"
            error={errors.slug}
            hint="The page's address, /courses/<slug>: lowercase letters, digits and hyphens. It cannot change later."
          >
            <Input
              {...form.bind("slug")}
              autoComplete="off"
              spellCheck={false}
              placeholder="machine-learning"
            />
          </Field>
        ) : (
          <p className="text-sm text-slate-700">
            Address: <code className="rounded bg-slate-100 px-1">/courses/{course.slug}</code>
          </p>
        )}
        <Field label="Title" name="title" error={errors.title}>
          <Input {...form.bind("title")} required maxLength={l.titleMax * 2} />
        </Field>
        <Field
          label="Tagline"
          name="tagline"
          optional
          error={errors.tagline}
          hint="One line under the title."
        >
          <Input {...form.bind("tagline")} maxLength={l.taglineMax * 2} />
        </Field>
        <Field label="Summary" name="summary" error={errors.summary}>
          <Textarea {...form.bind("summary")} required className="min-h-24" />
        </Field>
      </Section>

      <Section
        title="Format and price"
        description="Prices in US dollars; the early-bird price applies until 30 days before a batch starts."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Level" name="level" error={errors.level}>
            <Select {...form.bind("level")}>
              {courseLevels.map((level) => (
                <option key={level} value={level}>
                  {courseLevelLabels[level]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Format" name="format" error={errors.format}>
            <Select {...form.bind("format")}>
              {courseFormats.map((format) => (
                <option key={format} value={format}>
                  {courseFormatLabels[format]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Duration (weeks)" name="durationWeeks" error={errors.durationWeeks}>
            <Input {...form.bind("durationWeeks")} inputMode="numeric" autoComplete="off" />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Price (USD)"
            name="priceCents"
            error={errors.priceCents}
            hint="For example 499 or 499.99."
          >
            <Input {...form.bind("priceCents")} inputMode="decimal" autoComplete="off" required />
          </Field>
          <Field
            label="Early-bird price (USD)"
            name="earlyBirdPriceCents"
            optional
            error={errors.earlyBirdPriceCents}
            hint="Below the price; empty for none."
          >
            <Input {...form.bind("earlyBirdPriceCents")} inputMode="decimal" autoComplete="off" />
          </Field>
        </div>
      </Section>

      <Section title="What students get">
        <TextListEditor
          legend="Outcomes"
          noun="outcome"
          hint="What a graduate can do, one per line."
          items={listOf<string>(values.outcomes)}
          max={l.outcomesMax}
          itemMax={l.outcomeMax}
          error={errors.outcomes}
          groupRef={listRef("outcomes")}
          onChange={(items) => setList("outcomes", items)}
        />
        <Field label="Prerequisites" name="prerequisites" optional error={errors.prerequisites}>
          <Textarea {...form.bind("prerequisites")} className="min-h-20" />
        </Field>
        <TextListEditor
          legend="Tools covered"
          noun="tool"
          items={listOf<string>(values.toolsCovered)}
          max={l.toolsMax}
          itemMax={l.toolMax}
          error={errors.toolsCovered}
          groupRef={listRef("toolsCovered")}
          onChange={(items) => setList("toolsCovered", items)}
        />
        <Field
          label="Certificate"
          name="certificate"
          optional
          error={errors.certificate}
          hint="What the certificate attests and how it is earned."
        >
          <Textarea {...form.bind("certificate")} className="min-h-20" />
        </Field>
      </Section>

      <Section title="FAQ">
        <FaqListEditor
          faqs={listOf<FaqDraft>(values.faqs)}
          max={l.faqsMax}
          error={errors.faqs}
          groupRef={listRef("faqs")}
          onChange={(faqs) => setList("faqs", faqs)}
        />
      </Section>

      <Section title="Instructors">
        <InstructorPicker
          options={instructorOptions}
          chosen={listOf<string>(values.instructorIds)}
          max={l.instructorsMax}
          error={errors.instructorIds}
          groupRef={listRef("instructorIds")}
          onChange={(ids) => setList("instructorIds", ids)}
        />
      </Section>

      <Section title="Search engines" description="Empty fields fall back to the title and the summary.">
        <Field
          label="SEO title"
          name="seoTitle"
          optional
          error={errors.seoTitle}
          hint={countHint(values.seoTitle, l.seoTitleMax, "The whole <title> of the page.")}
        >
          <Input {...form.bind("seoTitle")} />
        </Field>
        <Field
          label="SEO description"
          name="seoDescription"
          optional
          error={errors.seoDescription}
          hint={countHint(values.seoDescription, l.seoDescriptionMax)}
        >
          <Textarea {...form.bind("seoDescription")} className="min-h-20" />
        </Field>
      </Section>

      {/* Not sticky: the site's bottom bar (callback, phone, chat) sits at the bottom of the window. */}
      <div className="flex justify-end gap-3">
        <SubmitButton pending={form.isPending} pendingLabel={creating ? "Creating..." : "Saving..."}>
          {creating ? "Create course" : "Save changes"}
        </SubmitButton>
      </div>
    </Form>
  );
}
