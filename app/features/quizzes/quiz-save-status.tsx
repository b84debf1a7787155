import { CircleAlertIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import { formatClockTime } from "./quiz-format.ts";
import type { AutosaveState } from "./use-quiz-autosave.ts";

/** Where the autosave stands: saving, saved at a time, or failed with a way to send the answers again. */
export function QuizSaveStatus({
  state,
  zone,
  onRetry,
}: {
  state: AutosaveState;
  zone: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p role="status" className={state.status === "failed" ? "flex gap-1.5 text-red-700" : "text-slate-600"}>
        {state.status === "failed" ? (
          <>
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.saveFailed}
          </>
        ) : state.status === "saving" ? (
          t.saving
        ) : state.savedAt ? (
          t.savedAt(formatClockTime(state.savedAt, zone))
        ) : (
          t.savesAsYouGo
        )}
      </p>
      {state.status === "failed" ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t.retrySave}
        </Button>
      ) : null}
    </div>
  );
}
