import { BookOpenIcon, SearchXIcon, ShieldXIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { portals } from "#contracts/portals.ts";

/** The grading pages' error: the 404 of an unknown course, batch or submission, the 403 of another's course. */
export function GradingError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [Icon, eyebrow, title, body] =
    status === 404
      ? [
          SearchXIcon,
          "Error 404",
          "Not found",
          "The course, batch or submission may have been removed, or the link mistyped.",
        ]
      : status === 403
        ? [
            ShieldXIcon,
            "Error 403",
            "You don't teach this course",
            "Grading is open to a course's instructors and to admins.",
          ]
        : [ShieldXIcon, "Error", "Grading could not be loaded", "Please try again in a moment."];
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-indigo-700" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <div className="mt-8 flex justify-center">
        <Link to={`${portals.instructor.path}/courses`} className={buttonClassName()}>
          <BookOpenIcon aria-hidden="true" />
          My courses
        </Link>
      </div>
    </section>
  );
}
