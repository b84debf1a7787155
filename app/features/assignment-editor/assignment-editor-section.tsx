import { TreeEditorSection } from "#app/features/tree-editor/tree-editor-section.tsx";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import { AssignmentEditorForm } from "./assignment-editor-form.tsx";
import { useAssignmentEditor } from "./assignment-editor-queries.ts";

type Props = { userId: string; courseSlug: string; lessonId: string };

/**
 * An assignment lesson's settings and rubric, under the lesson's own form in the course editor (issue 16),
 * saved on their own like a quiz's questions.
 */
export function AssignmentEditorSection({ userId, courseSlug, lessonId }: Props) {
  const editor = useAssignmentEditor(userId, courseSlug, lessonId);
  return (
    <TreeEditorSection query={editor} text={t}>
      {(data) => <AssignmentEditorForm lesson={{ userId, courseSlug, lessonId }} editor={data} />}
    </TreeEditorSection>
  );
}
