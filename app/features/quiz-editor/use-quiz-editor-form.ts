import { useTreeEditorForm } from "#app/features/tree-editor/use-tree-editor-form.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { quizzesApi } from "#contracts/api/quizzes.ts";
import type { QuizEditor, QuizEditorBody } from "#contracts/quiz-attempts.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { draftOf, toBodyInput } from "./quiz-draft.ts";
import { quizEditorQuery } from "./quiz-editor-queries.ts";
import { checkDraft, quizSlots } from "./quiz-errors.ts";

// The quiz form's state: the tree editor kit's form hook (decision 0036, point 7) given the quiz's draft,
// schema, slots and endpoint.

type Lesson = { userId: string; courseSlug: string; lessonId: string };

export function useQuizEditorForm(lesson: Lesson, quiz: QuizEditor, focusSlot: (slot: string) => void) {
  const form = useTreeEditorForm(
    {
      draftOf,
      toBodyInput,
      checkDraft,
      slots: quizSlots,
      save: (body: QuizEditorBody) =>
        apiRequest(quizzesApi.saveEditor, {
          params: { courseSlug: lesson.courseSlug, lessonId: lesson.lessonId },
          body,
        }),
      queryKey: quizEditorQuery(lesson.userId, lesson.courseSlug, lesson.lessonId).queryKey,
      text: t,
    },
    quiz,
    focusSlot,
  );
  return { ...form, attemptCount: form.saved.attemptCount };
}
