import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { useTreeEditorTools } from "./tree-editor-context.ts";

type SaveBarProps = {
  pending: boolean;
  dirty: boolean;
  neverSaved: boolean;
  /** What a change does to students who already used it (attempts, submissions); null when none have. */
  warning: ReactNode;
};

/** Save, whether there is anything to save, and, once students have used the thing, what a change does to them. */
export function SaveBar({ pending, dirty, neverSaved, warning }: SaveBarProps) {
  const { text: t } = useTreeEditorTools();
  const state = dirty ? t.unsaved : neverSaved ? t.neverSaved : t.allSaved;
  return (
    <div className="grid gap-3">
      {warning ? (
        <p className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
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
