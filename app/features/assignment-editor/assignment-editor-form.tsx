import { useId } from "react";
import { SaveBar } from "#app/features/tree-editor/save-bar.tsx";
import { TreeEditorForm } from "#app/features/tree-editor/tree-editor-form.tsx";
import { useSlotFocus } from "#app/features/tree-editor/use-slot-focus.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import type { AssignmentEditor } from "#contracts/assignment-views.ts";
import { draftRubricTotal } from "./assignment-draft.ts";
import { assignmentSlots } from "./assignment-errors.ts";
import { AssignmentGradingFields, AssignmentSettingsFields } from "./assignment-settings-fields.tsx";
import { RubricEditor } from "./rubric-editor.tsx";
import { useAssignmentEditorForm } from "./use-assignment-editor-form.ts";

type Props = {
  lesson: { userId: string; courseSlug: string; lessonId: string };
  editor: AssignmentEditor;
};

/** The assignment's settings and rubric, saved together with one button. */
export function AssignmentEditorForm({ lesson, editor }: Props) {
  const gradingId = useId();
  const focus = useSlotFocus();
  const form = useAssignmentEditorForm(lesson, editor, focus.focusSlot);
  const change = (patch: Partial<typeof form.draft>) => form.setDraft((draft) => ({ ...draft, ...patch }));

  return (
    <TreeEditorForm form={form} focus={focus} slots={assignmentSlots} text={t}>
      <AssignmentSettingsFields draft={form.draft} onChange={change} />
      <section
        aria-labelledby={gradingId}
        className="grid gap-4 rounded-md border border-slate-200 p-2.5 sm:p-4"
      >
        <h3 id={gradingId} className="font-semibold text-slate-900">
          {t.gradingHeading}
        </h3>
        <AssignmentGradingFields
          draft={form.draft}
          rubricTotal={draftRubricTotal(form.draft)}
          onChange={change}
        />
        <RubricEditor
          rubric={form.draft.rubric}
          onChange={(recipe) => form.setDraft((draft) => ({ ...draft, rubric: recipe(draft.rubric) }))}
        />
      </section>
      {/* Once students have submitted, what a change does to them. */}
      <SaveBar
        pending={form.pending}
        dirty={form.dirty}
        neverSaved={form.neverSaved}
        warning={form.submissionCount > 0 ? t.submissionsExist(form.submissionCount) : null}
      />
    </TreeEditorForm>
  );
}
