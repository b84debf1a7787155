import { SearchXIcon, ShieldXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";

type Words = { title: string; body: string };

type Props = {
  /** What the route's loader threw. */
  error: unknown;
  /** Said for a 404, a 403, and anything else (which reads as "try again"). */
  notFound: Words;
  forbidden: Words;
  failed: Words;
  /** Where the reader goes from here: one link, styled as a button by the caller. */
  action: ReactNode;
};

/**
 * A page's error in place of the page, by the status its loader threw: an unknown record (404), a record
 * the reader may not open (403), anything else. The staff pages that open one course's records (roster,
 * grading) say their own words in it.
 */
export function RouteErrorPanel({ error, notFound, forbidden, failed, action }: Props) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [Icon, eyebrow, words] =
    status === 404
      ? [SearchXIcon, "Error 404", notFound]
      : status === 403
        ? [ShieldXIcon, "Error 403", forbidden]
        : [ShieldXIcon, "Error", failed];
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-indigo-700" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{words.title}</h1>
      <p className="mt-3 text-slate-700">{words.body}</p>
      <div className="mt-8 flex justify-center">{action}</div>
    </section>
  );
}
