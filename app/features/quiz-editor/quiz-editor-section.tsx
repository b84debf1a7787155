import { TreeEditorSection } from "#app/features/tree-editor/tree-editor-section.tsx";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { QuizEditorForm } from "./quiz-editor-form.tsx";
import { useQuizEditor } from "./quiz-editor-queries.ts";

type QuizEditorSectionProps = { userId: string; courseSlug: string; lessonId: string };

/**
 * A quiz lesson's questions and rules, under the lesson's own form in the course editor (issue 16). The
 * quiz is saved on its own: its answer key never travels with the lesson.
 */
export function QuizEditorSection({ userId, courseSlug, lessonId }: QuizEditorSectionProps) {
  const quiz = useQuizEditor(userId, courseSlug, lessonId);
  return (
    <TreeEditorSection query={quiz} text={t}>
      {(data) => <QuizEditorForm lesson={{ userId, courseSlug, lessonId }} quiz={data} />}
    </TreeEditorSection>
  );
}
