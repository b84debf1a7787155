import type { ReactNode } from "react";

/** /ai-bootcamp/enroll's frame: the heading and what the page is for, around the enroll view. */
export function BootcampEnrollPage({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          AI Engineering Bootcamp
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Reserve your seat
        </h1>
        <p className="mt-2 mb-6 max-w-2xl text-slate-700">
          Choose your cohort and how you'd like to pay. Your seat is held while you complete the payment.
        </p>
        {children}
      </div>
    </div>
  );
}
