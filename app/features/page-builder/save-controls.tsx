import { SaveIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";

type SaveControlsProps = { saving: boolean; dirty: boolean; onSave: () => void };

/** Whether the draft is saved, and the button that saves it (Ctrl+S does the same). */
export function SaveControls({ saving, dirty, onSave }: SaveControlsProps) {
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {saving ? "Saving..." : dirty ? "Unsaved changes" : "All changes saved"}
      </p>
      <Button onClick={onSave} disabled={saving} aria-keyshortcuts="Control+S">
        {saving ? (
          <PendingLabel>Saving...</PendingLabel>
        ) : (
          <>
            <SaveIcon aria-hidden="true" />
            Save draft
          </>
        )}
      </Button>
    </>
  );
}
