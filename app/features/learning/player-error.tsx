import { BookOpenIcon, SearchXIcon, ShieldXIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { portals } from "#contracts/portals.ts";

/**
 * A player or editor page's error: the 404 of an unknown course or lesson, the 403 of someone else's
 * course (`editing`: on the instructor's editor pages).
 */
export function PlayerError({ error, editing = false }: { error: unknown; editing?: boolean }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [Icon, eyebrow, title, body] =
    status === 404
      ? [
          SearchXIcon,
          "Error 404",
          "Course or lesson not found",
          "It may have been moved or unpublished, or the link may be mistyped.",
        ]
      : status === 403
        ? [
            ShieldXIcon,
            "Error 403",
            "You don't have access to this course",
            editing
              ? "A course's content is edited by its own instructors and by admins."
              : "Lessons open to the course's enrolled students and its instructors. Enroll in the course to start learning.",
          ]
        : [ShieldXIcon, "Error", "This course could not be loaded", "Please try again in a moment."];
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-indigo-700" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={`${portals.student.path}/courses`} className={buttonClassName()}>
          <BookOpenIcon aria-hidden="true" />
          My courses
        </Link>
        <Link to="/courses" className={buttonClassName({ variant: "outline" })}>
          Browse courses
        </Link>
      </div>
    </section>
  );
}
