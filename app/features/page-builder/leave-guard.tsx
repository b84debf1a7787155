import { useBlocker } from "react-router";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";

/**
 * While the draft has unsaved changes, leaving it inside the app (the sidebar, "All pages", Back) asks first;
 * closing or reloading the tab is the browser's question (useLeaveWarning).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave"
      pendingLabel="Leaving..."
      dismissLabel="Stay"
      destructive
      pending={false}
      error={null}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    >
      <p>The changes you made since the last save will be lost.</p>
    </ConfirmDialog>
  );
}
