import type { ReactNode } from "react";

/** The top of a content page: its one h1, the summary and optional calls to action. */
export function PageHero({
  eyebrow,
  title,
  summary,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  summary: string;
  /** Calls to action under the summary. */
  children?: ReactNode;
  /** Shown beside the text on wide screens (an illustration or key facts). */
  aside?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{summary}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
