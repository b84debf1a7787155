import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type BootcampCheckoutFrameProps = { title: string; lead?: string; children: ReactNode };

/** The frame of the bootcamp's enroll and payment pages: the programme's eyebrow, the heading, a lead line. */
export function BootcampCheckoutFrame({ title, lead, children }: BootcampCheckoutFrameProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          AI Engineering Bootcamp
        </p>
        <h1
          className={cn("mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl", !lead && "mb-6")}
        >
          {title}
        </h1>
        {lead ? <p className="mt-2 mb-6 max-w-2xl text-slate-700">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
