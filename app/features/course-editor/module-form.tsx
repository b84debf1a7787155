import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { type EditorModule, moduleCreateSchema } from "#contracts/course-editor.ts";
import { editorLimits } from "#contracts/course-editor-text.ts";

const schema = loadedModule(moduleCreateSchema);
const fields = ["title", "summary", "opensAfterDays"] as const;
type Values = Record<(typeof fields)[number], string>;
export type ModuleValues = { title: string; summary: string; opensAfterDays: number | null };

function toInput(values: Values) {
  const days = values.opensAfterDays.trim();
  return {
    title: values.title,
    summary: values.summary,
    // Empty: the module opens on enrollment. Anything else must be a whole number of days.
    opensAfterDays: days === "" ? null : /^\d+$/.test(days) ? Number(days) : Number.NaN,
  };
}

/** Adds a module, or edits one: title, summary and the day of its batch it opens on. */
export function ModuleForm({
  module,
  submitLabel,
  onSave,
  onCancel,
}: {
  module?: EditorModule;
  submitLabel: string;
  onSave: (values: ModuleValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm({
    initialValues: {
      title: module?.title ?? "",
      summary: module?.summary ?? "",
      opensAfterDays:
        module?.opensAfterDays === null || module === undefined ? "" : String(module.opensAfterDays),
    },
    fields,
    schema,
    toInput,
    check: (values) =>
      values.opensAfterDays.trim() !== "" && !/^\d+$/.test(values.opensAfterDays.trim())
        ? { opensAfterDays: "Enter a whole number of days, or leave it empty." }
        : {},
    unavailableMessage: "The module could not be saved. Check your connection and try again.",
    failureMessage: "The module could not be saved. Please try again.",
    resetOnSuccess: module === undefined,
    send: (data) => onSave(data as ModuleValues),
  });
  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label={submitLabel} className="grid gap-3">
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field label="Module title" error={form.errors.title}>
          <Input {...form.bind("title")} maxLength={editorLimits.titleMax} autoComplete="off" />
        </Field>
        <Field
          label="Opens on day (optional)"
          hint="Days after the batch starts; empty opens it on enrollment."
          error={form.errors.opensAfterDays}
        >
          <Input {...form.bind("opensAfterDays")} inputMode="numeric" autoComplete="off" placeholder="0" />
        </Field>
      </div>
      <Field label="Summary (optional)" error={form.errors.summary}>
        <Textarea {...form.bind("summary")} rows={2} maxLength={editorLimits.summaryMax} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" pending={form.isPending} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
