import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type EmptyStateProps = {
  /** What is missing, e.g. "No payments yet". */
  title: ReactNode;
  /**
   * "h2" where the empty state stands in for a section of the page (its title then appears in the
   * heading outline); "p" (the default) inside a list that already has its heading.
   */
  titleAs?: "h2" | "h3" | "p";
  /** What to do about it, a sentence. */
  description?: ReactNode;
  /** A decorative icon above the title (marked aria-hidden by the caller, like every icon). */
  icon?: ReactNode;
  /** A link or button that leads on: sign in, clear the filters, see everything. */
  action?: ReactNode;
  className?: string;
};

/** The one look for "nothing here": a dashed box with a title, an optional hint and a way on. */
export function EmptyState({
  title,
  titleAs: Title = "p",
  description,
  icon,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        "grid justify-items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
        className,
      )}
    >
      {icon}
      <Title className="text-lg font-semibold text-slate-900">{title}</Title>
      {description ? <p className="text-slate-700">{description}</p> : null}
      {action ? <div className="mt-3 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
