import type { ClassValue } from "clsx";
import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn.ts";

export type TableColumn = {
  label: string;
  /** Numbers line up on the right, with their cells. */
  align?: "right";
  /** Read by screen readers only, e.g. the actions column, whose buttons name themselves. */
  srOnly?: boolean;
  /** What the header cell adds, e.g. "hidden sm:table-cell" for a column of decoration on small screens. */
  className?: string;
};

type TableProps = {
  /** Names the table and the scrolling region for screen readers; shown only with `description`. */
  caption: string;
  /** A line under a shown caption, e.g. what the figures cover; makes the caption the table's visible title. */
  description?: ReactNode;
  /** A literal Tailwind class such as "min-w-[52rem]": below it the table scrolls instead of squeezing. */
  minWidth: string;
  columns: readonly TableColumn[];
  /** The body rows. */
  children: ReactNode;
  /** Rows of totals, drawn below the body in a tfoot. */
  footer?: ReactNode;
  /** Spacing from what comes before, e.g. "mt-6". */
  className?: string;
};

/**
 * The portals' data table (the admin lists first): one look for every list, and the same answer to a
 * table wider than a phone.
 * It scrolls sideways; the region takes focus so the keyboard can scroll it too, and `relative` keeps
 * the sr-only cells' absolute boxes inside the scroller instead of widening the page.
 */
export function Table({ caption, description, minWidth, columns, children, footer, className }: TableProps) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        className,
      )}
    >
      <table className={cn("w-full", minWidth, "border-collapse text-left text-sm")}>
        {description ? (
          <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-base font-semibold text-slate-900">
            {caption}
            <span className="block text-xs font-normal text-slate-600">{description}</span>
          </caption>
        ) : (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        )}
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={tableCell(column.align === "right" && "text-right", column.className)}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
        {footer ? (
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
            {footer}
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

/** A header or body cell's class: the shared padding, then what the cell adds (alignment, type, width). */
export function tableCell(...extra: ClassValue[]): string {
  return cn("px-4 py-3", ...extra);
}

/** A row's class: dimmed for an inactive record, tinted for the one open beside the list. */
export function tableRow({
  inactive = false,
  selected = false,
}: {
  inactive?: boolean;
  selected?: boolean;
}): string {
  return cn(inactive && "bg-slate-50 text-slate-600", selected && "bg-indigo-50");
}
