import { useId } from "react";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import { AssignmentEditorForm } from "./assignment-editor-form.tsx";
import { useAssignmentEditor } from "./assignment-editor-queries.ts";

type Props = { userId: string; courseSlug: string; lessonId: string };

/**
 * An assignment lesson's settings and rubric, under the lesson's own form in the course editor (issue 16),
 * saved on their own like a quiz's questions.
 */
export function AssignmentEditorSection({ userId, courseSlug, lessonId }: Props) {
  const id = useId();
  const editor = useAssignmentEditor(userId, courseSlug, lessonId);
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <h2 id={`${id}-h`} className="font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.intro}</p>
      <QueryState query={editor} loading={t.loading} failed={t.loadFailed}>
        {(data) => <AssignmentEditorForm lesson={{ userId, courseSlug, lessonId }} editor={data} />}
      </QueryState>
    </section>
  );
}
