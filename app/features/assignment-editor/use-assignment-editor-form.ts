import { useTreeEditorForm } from "#app/features/tree-editor/use-tree-editor-form.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import type { AssignmentEditor, AssignmentEditorBody } from "#contracts/assignment-views.ts";
import { draftOf, toBodyInput } from "./assignment-draft.ts";
import { assignmentEditorQuery } from "./assignment-editor-queries.ts";
import { assignmentSlots, checkDraft } from "./assignment-errors.ts";

// The assignment form's state: the tree editor kit's form hook, as the quiz editor's (decision 0036, point
// 7), given the settings' draft, schema, slots and endpoint.

type Lesson = { userId: string; courseSlug: string; lessonId: string };

export function useAssignmentEditorForm(
  lesson: Lesson,
  editor: AssignmentEditor,
  focusSlot: (slot: string) => void,
) {
  const form = useTreeEditorForm(
    {
      draftOf,
      toBodyInput,
      checkDraft,
      slots: assignmentSlots,
      save: (body: AssignmentEditorBody) =>
        apiRequest(assignmentsApi.saveEditor, {
          params: { courseSlug: lesson.courseSlug, lessonId: lesson.lessonId },
          body,
        }),
      queryKey: assignmentEditorQuery(lesson.userId, lesson.courseSlug, lesson.lessonId).queryKey,
      text: t,
    },
    editor,
    focusSlot,
  );
  return { ...form, submissionCount: form.saved.submissionCount };
}
