import { TriangleAlertIcon } from "lucide-react";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";

type Props = { pending: boolean; dirty: boolean; neverSaved: boolean; submissionCount: number };

/** Save, whether there is anything to save, and, once students have submitted, what a change does to them. */
export function AssignmentSaveBar({ pending, dirty, neverSaved, submissionCount }: Props) {
  const state = dirty ? t.unsaved : neverSaved ? t.neverSaved : t.allSaved;
  return (
    <div className="grid gap-3">
      {submissionCount > 0 ? (
        <p className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.submissionsExist(submissionCount)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton pending={pending} pendingLabel={t.saving}>
          {t.save}
        </SubmitButton>
        <p className="text-sm text-slate-700" aria-live="polite">
          {dirty ? (
            <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-amber-500" />
          ) : null}
          {state}
        </p>
      </div>
    </div>
  );
}
