import { useId } from "react";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { QuizEditorForm } from "./quiz-editor-form.tsx";
import { useQuizEditor } from "./quiz-editor-queries.ts";

type QuizEditorSectionProps = { userId: string; courseSlug: string; lessonId: string };

/**
 * A quiz lesson's questions and rules, under the lesson's own form in the course editor (issue 16). The
 * quiz is saved on its own: its answer key never travels with the lesson.
 */
export function QuizEditorSection({ userId, courseSlug, lessonId }: QuizEditorSectionProps) {
  const id = useId();
  const quiz = useQuizEditor(userId, courseSlug, lessonId);
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <h2 id={`${id}-h`} className="font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.intro}</p>
      <QueryState query={quiz} loading={t.loading} failed={t.loadFailed}>
        {(data) => <QuizEditorForm lesson={{ userId, courseSlug, lessonId }} quiz={data} />}
      </QueryState>
    </section>
  );
}
