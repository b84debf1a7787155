import type { DehydratedState } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import { dueThisWeekQuery, myCoursesQuery } from "#app/features/learning/learning-queries.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { overviewSessionFilters, sessionListQuery } from "#app/features/zoom-classes/live-session-queries.ts";
import { canOpenPortal, type PortalName } from "#contracts/portals.ts";
import { overviewQuery } from "./dashboard-queries.ts";

/** Loader half of an overview page: its figures, server-rendered, when this user may open the portal. */
export function prefetchOverview(
  context: Readonly<RouterContextProvider>,
  portal: PortalName,
): Promise<DehydratedState | null> {
  return prefetchForUser(context, (user) => {
    if (!canOpenPortal(user.role, portal)) return [];
    // A student's overview also resumes their last lesson ("Continue learning") and lists their week.
    const learning =
      portal === "student" && user.role === "student"
        ? [myCoursesQuery(user.id), dueThisWeekQuery(user.id)]
        : [];
    // An instructor's overview also lists their next live sessions (issue 15).
    const live = portal === "instructor" ? [sessionListQuery(user.id, overviewSessionFilters)] : [];
    return [overviewQuery(portal, user.id), ...learning, ...live];
  });
}
