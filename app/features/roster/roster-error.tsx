import { BookOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { RouteErrorPanel } from "#app/components/ui/route-error-panel.tsx";
import { portals } from "#contracts/portals.ts";

/** The roster page's error: the 404 of an unknown course or batch, the 403 of a course one does not teach. */
export function RosterError({ error }: { error: unknown }) {
  return (
    <RouteErrorPanel
      error={error}
      notFound={{
        title: "Course or batch not found",
        body: "It may have been removed, or the link may be mistyped.",
      }}
      forbidden={{
        title: "You don't teach this course",
        body: "A course's roster is open to its instructors and to admins.",
      }}
      failed={{ title: "This roster could not be loaded", body: "Please try again in a moment." }}
      action={
        <Link to={`${portals.instructor.path}/courses`} className={buttonClassName()}>
          <BookOpenIcon aria-hidden="true" />
          My courses
        </Link>
      }
    />
  );
}
