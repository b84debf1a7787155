import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { useLeaveConfirm } from "#app/features/tree-editor/use-leave-confirm.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import type { QuizEditor } from "#contracts/quiz-attempts.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { QuizEditorContext, type QuizEditorTools } from "./quiz-editor-context.ts";
import { QuizPoolsEditor } from "./quiz-pools-editor.tsx";
import { QuizSaveBar } from "./quiz-save-bar.tsx";
import { QuizSettingsFields } from "./quiz-settings-fields.tsx";
import { useQuizEditorForm } from "./use-quiz-editor-form.ts";

type QuizEditorFormProps = {
  lesson: { userId: string; courseSlug: string; lessonId: string };
  quiz: QuizEditor;
};

/** The quiz's rules and pools of questions, saved together with one button. */
export function QuizEditorForm({ lesson, quiz }: QuizEditorFormProps) {
  const base = useId();
  const idOf = useCallback((slot: string) => `${base}-${slot.replaceAll(".", "-")}`, [base]);
  const [announcement, setAnnouncement] = useState("");
  // An element to focus once the render under way is committed (it may not exist yet: a new question).
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

  const form = useQuizEditorForm(lesson, quiz, (slot) => focusSoon(idOf(slot)));
  useLeaveWarning(form.dirty);
  useLeaveConfirm(form.dirty, t.confirmLeave);
  const { issues } = form;
  const tools = useMemo<QuizEditorTools>(() => {
    const messages = new Map(issues.map((issue) => [issue.slot, issue.message]));
    return { errorAt: (slot) => messages.get(slot), idOf, focusSoon, announce: setAnnouncement };
  }, [issues, idOf, focusSoon]);

  return (
    <QuizEditorContext value={tools}>
      <Form onSubmit={form.onSubmit} pending={form.pending} aria-label={t.heading} className="grid gap-5">
        <FormAlert>{form.formError}</FormAlert>
        <ErrorSummary issues={issues} />
        <QuizSettingsFields
          settings={form.draft.settings}
          onChange={(patch) =>
            form.setDraft((draft) => ({ ...draft, settings: { ...draft.settings, ...patch } }))
          }
        />
        <QuizPoolsEditor
          pools={form.draft.pools}
          onChange={(recipe) => form.setDraft((draft) => ({ ...draft, pools: recipe(draft.pools) }))}
        />
        <QuizSaveBar
          pending={form.pending}
          dirty={form.dirty}
          neverSaved={form.neverSaved}
          attemptCount={form.attemptCount}
        />
      </Form>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </QuizEditorContext>
  );
}
