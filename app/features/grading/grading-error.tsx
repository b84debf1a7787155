import { BookOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { RouteErrorPanel } from "#app/components/ui/route-error-panel.tsx";
import { portals } from "#contracts/portals.ts";

/** The grading pages' error: the 404 of an unknown course, batch or submission, the 403 of another's course. */
export function GradingError({ error }: { error: unknown }) {
  return (
    <RouteErrorPanel
      error={error}
      notFound={{
        title: "Not found",
        body: "The course, batch or submission may have been removed, or the link mistyped.",
      }}
      forbidden={{
        title: "You don't teach this course",
        body: "Grading is open to a course's instructors and to admins.",
      }}
      failed={{ title: "Grading could not be loaded", body: "Please try again in a moment." }}
      action={
        <Link to={`${portals.instructor.path}/courses`} className={buttonClassName()}>
          <BookOpenIcon aria-hidden="true" />
          My courses
        </Link>
      }
    />
  );
}
