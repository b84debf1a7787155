import { SaveBar } from "#app/features/tree-editor/save-bar.tsx";
import { TreeEditorForm } from "#app/features/tree-editor/tree-editor-form.tsx";
import { useSlotFocus } from "#app/features/tree-editor/use-slot-focus.ts";
import type { QuizEditor } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { quizSlots } from "./quiz-errors.ts";
import { QuizPoolsEditor } from "./quiz-pools-editor.tsx";
import { QuizSettingsFields } from "./quiz-settings-fields.tsx";
import { useQuizEditorForm } from "./use-quiz-editor-form.ts";

type QuizEditorFormProps = {
  lesson: { userId: string; courseSlug: string; lessonId: string };
  quiz: QuizEditor;
};

/** The quiz's rules and pools of questions, saved together with one button. */
export function QuizEditorForm({ lesson, quiz }: QuizEditorFormProps) {
  const focus = useSlotFocus();
  const form = useQuizEditorForm(lesson, quiz, focus.focusSlot);
  return (
    <TreeEditorForm form={form} focus={focus} slots={quizSlots} text={t}>
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
      {/* Once students have taken the quiz, a change applies to new attempts only (decision 0036). */}
      <SaveBar
        pending={form.pending}
        dirty={form.dirty}
        neverSaved={form.neverSaved}
        warning={form.attemptCount > 0 ? quizAttemptMessages.quizHasAttempts : null}
      />
    </TreeEditorForm>
  );
}
