import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useLeaveConfirm } from "#app/features/tree-editor/use-leave-confirm.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import type { AssignmentEditor } from "#contracts/assignment-views.ts";
import { draftRubricTotal } from "./assignment-draft.ts";
import { AssignmentEditorContext, type AssignmentEditorTools } from "./assignment-editor-context.ts";
import { AssignmentErrorSummary } from "./assignment-error-summary.tsx";
import { AssignmentSaveBar } from "./assignment-save-bar.tsx";
import { AssignmentGradingFields, AssignmentSettingsFields } from "./assignment-settings-fields.tsx";
import { RubricEditor } from "./rubric-editor.tsx";
import { useAssignmentEditorForm } from "./use-assignment-editor-form.ts";

type Props = {
  lesson: { userId: string; courseSlug: string; lessonId: string };
  editor: AssignmentEditor;
};

/** The assignment's settings and rubric, saved together with one button. */
export function AssignmentEditorForm({ lesson, editor }: Props) {
  const base = useId();
  const gradingId = useId();
  const idOf = useCallback((slot: string) => `${base}-${slot.replaceAll(".", "-")}`, [base]);
  const [announcement, setAnnouncement] = useState("");
  // An element to focus once the render under way is committed (it may not exist yet: a new level).
  const pendingFocus = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const target = pendingFocus.current;
    if (focusRequest === 0 || !target) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  }, [focusRequest]);
  const focusSoon = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusRequest((n) => n + 1);
  }, []);

  const form = useAssignmentEditorForm(lesson, editor, (slot) => focusSoon(idOf(slot)));
  useLeaveWarning(form.dirty);
  useLeaveConfirm(form.dirty, t.confirmLeave);
  const { issues } = form;
  const tools = useMemo<AssignmentEditorTools>(() => {
    const messages = new Map(issues.map((issue) => [issue.slot, issue.message]));
    return { errorAt: (slot) => messages.get(slot), idOf, focusSoon, announce: setAnnouncement };
  }, [issues, idOf, focusSoon]);
  const change = (patch: Partial<typeof form.draft>) => form.setDraft((draft) => ({ ...draft, ...patch }));

  return (
    <AssignmentEditorContext value={tools}>
      <Form onSubmit={form.onSubmit} pending={form.pending} aria-label={t.heading} className="grid gap-5">
        <FormAlert>{form.formError}</FormAlert>
        <AssignmentErrorSummary issues={issues} />
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
        <AssignmentSaveBar
          pending={form.pending}
          dirty={form.dirty}
          neverSaved={form.neverSaved}
          submissionCount={form.submissionCount}
        />
      </Form>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </AssignmentEditorContext>
  );
}
