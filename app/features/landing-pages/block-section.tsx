import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn.ts";

const backgrounds = {
  plain: "bg-white",
  muted: "bg-slate-50",
} as const;

const widths = {
  /** Cards and grids, as wide as the home page's sections. */
  wide: "max-w-6xl",
  /** Reading text, as wide as the blog's prose column. */
  narrow: "max-w-3xl",
} as const;

/**
 * One block of a landing page: a <section> named by its h2 when it has a heading (an empty heading draws
 * none), with the spacing and width of the site's other public sections.
 */
export function BlockSection({
  heading = "",
  width = "wide",
  background = "plain",
  children,
}: {
  heading?: string;
  width?: keyof typeof widths;
  background?: keyof typeof backgrounds;
  children: ReactNode;
}) {
  const headingId = useId();
  const hasHeading = heading.trim() !== "";
  return (
    <section aria-labelledby={hasHeading ? headingId : undefined} className={backgrounds[background]}>
      <div className={cn("mx-auto px-4 py-10 sm:py-14", widths[width])}>
        {hasHeading ? (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {heading}
          </h2>
        ) : null}
        <div className={hasHeading ? "mt-6" : undefined}>{children}</div>
      </div>
    </section>
  );
}
