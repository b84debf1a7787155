import type { ReactNode } from "react";

/** A submit button's busy content: a decorative ring and the spec's "...ing" wording. */
export function PendingLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
      />
      {children}
    </>
  );
}
