import { CircleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * An error about a whole screen or list (role=alert, so it interrupts), in the look of the auth forms'
 * FormAlert. Here so that components/ui needs no feature for its list states; the form kit's alert
 * (issue 12, section 1) is to take its place.
 */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
