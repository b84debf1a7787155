import type { DehydratedState } from "@tanstack/react-query";
import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { prefetchQueries } from "#app/lib/prefetch.ts";
import { authApi } from "#contracts/api/auth.ts";
import type { Roster } from "#contracts/roster.ts";
import { batchAnnouncementsQuery } from "./announcements-queries.ts";
import { rosterQuery } from "./roster-queries.ts";

/**
 * The roster page's loader: the roster prefetched into the page and the API's refusal turned into the
 * page's status, so an unknown course or batch is a 404 page and someone else's course a 403 page. A visitor
 * gets no data; the portal guard sends them to sign in. The path is read once per render (decision 0031), so
 * checking and prefetching cost one read.
 */
export async function loadRoster(
  context: Readonly<RouterContextProvider>,
  courseSlug: string,
  batch: string | undefined,
): Promise<{ dehydratedState: DehydratedState | null; heading: string | null }> {
  const api = context.get(serverApiContext);
  let userId: string;
  try {
    userId = (await apiGet(api, authApi.currentUser)).id;
  } catch {
    return { dehydratedState: null, heading: null };
  }
  const spec = rosterQuery(userId, courseSlug, batch);
  const specs: { queryKey: readonly unknown[]; path: string }[] = [spec];
  let heading: string | null = null;
  try {
    const roster = await api.get<Roster>(spec.path);
    heading = roster.course.title;
    // The batch shown is known only now (no batch in the address: the API's first).
    if (roster.batch) specs.push(batchAnnouncementsQuery(userId, courseSlug, roster.batch.id));
  } catch (error) {
    const status = serverApiStatus(error);
    // A malformed batch in the address (400 from the API) is a page that does not exist.
    if (status === 400 || status === 404) throw data(null, { status: 404 });
    if (status === 403) throw data(null, { status });
    // Anything else: the page renders and its query shows the error with a way to try again.
  }
  return { dehydratedState: await prefetchQueries(context, specs), heading };
}
