import { MessagesSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { RouteErrorPanel } from "#app/components/ui/route-error-panel.tsx";
import { communityPaths } from "./community-paths.ts";

/**
 * A forum page's error: a space or thread one may not read is a 404 like one that does not exist
 * (decision 0047), so the words do not say which it was.
 */
export function CommunityError({ error, what }: { error: unknown; what: "space" | "thread" }) {
  return (
    <RouteErrorPanel
      error={error}
      notFound={{
        title: what === "space" ? "Space not found" : "Thread not found",
        body: "It may have been removed, the link may be mistyped, or it belongs to a course or cohort you are not in.",
      }}
      forbidden={{
        title: "This page is not open to you",
        body: "Spaces are open to the students and instructors of their course or cohort.",
      }}
      failed={{
        title: what === "space" ? "This space could not be loaded" : "This thread could not be loaded",
        body: "Please try again in a moment.",
      }}
      action={
        <Link to={communityPaths.spaces} className={buttonClassName()}>
          <MessagesSquareIcon aria-hidden="true" />
          All spaces
        </Link>
      }
    />
  );
}
