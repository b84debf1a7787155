import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { lessonCreateSchema } from "#contracts/course-editor.ts";
import { editorLimits } from "#contracts/course-editor-text.ts";
import type { LessonKindDto } from "#contracts/learning.ts";

const schema = loadedModule(lessonCreateSchema);
const fields = ["title", "kind"] as const;

export const lessonKindOptions: { value: LessonKindDto; label: string }[] = [
  { value: "article", label: "Article" },
  { value: "video", label: "Video" },
  { value: "live_session", label: "Live session" },
  { value: "quiz", label: "Quiz" },
  { value: "assignment", label: "Assignment" },
  { value: "resources", label: "Resources" },
];

/** A new draft lesson at the end of a module. */
export function AddLessonForm({
  moduleTitle,
  onAdd,
}: {
  moduleTitle: string;
  onAdd: (values: { title: string; kind: LessonKindDto; minutes: number }) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: { title: "", kind: "article" },
    fields,
    schema,
    toInput: (values) => ({ ...values, minutes: 0 }),
    unavailableMessage: "The lesson could not be added. Check your connection and try again.",
    failureMessage: "The lesson could not be added. Please try again.",
    resetOnSuccess: true,
    send: (data) => onAdd(data as { title: string; kind: LessonKindDto; minutes: number }),
  });
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label={`Add a lesson to ${moduleTitle}`}
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end"
    >
      <FormAlert className="sm:col-span-3">{form.formError}</FormAlert>
      <Field label="New lesson title" error={form.errors.title}>
        <Input {...form.bind("title")} maxLength={editorLimits.titleMax} autoComplete="off" />
      </Field>
      <Field label="Kind" error={form.errors.kind}>
        <Select {...form.bind("kind")}>
          {lessonKindOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton size="default" pending={form.isPending} pendingLabel="Adding...">
        Add lesson
      </SubmitButton>
    </Form>
  );
}
