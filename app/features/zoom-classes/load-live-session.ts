import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { authApi } from "#contracts/api/auth.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { LiveSession } from "#contracts/live-classes.ts";
import { canOpenPortal } from "#contracts/portals.ts";
import { attendanceQuery, liveSessionQueryKey } from "./live-session-queries.ts";

/**
 * The session page's loader: the session and its attendance, server-rendered, and a session that is not
 * among the caller's (unknown, or another course's) turned into the page's 404. A visitor or another role
 * gets no data; the portal guard answers them. A failed read renders the page, whose query offers a retry.
 */
export async function loadLiveSession(
  context: Readonly<RouterContextProvider>,
  sessionId: string,
): Promise<{ dehydratedState: DehydratedState | null; heading: string | null }> {
  const api = context.get(serverApiContext);
  let userId: string;
  try {
    const user = await apiGet(api, authApi.currentUser);
    if (!canOpenPortal(user.role, "instructor")) return { dehydratedState: null, heading: null };
    userId = user.id;
  } catch {
    return { dehydratedState: null, heading: null };
  }
  const client = makeQueryClient();
  let session: LiveSession;
  try {
    session = await apiGet(api, liveClassesApi.get, { params: { sessionId } });
  } catch (error) {
    // Another course's session (403) and an unknown one (404) are both this page's 404: ids tell nothing.
    const status = serverApiStatus(error);
    if (status === 403 || status === 404 || status === 400) throw data(null, { status: 404 });
    return { dehydratedState: null, heading: null };
  }
  client.setQueryData(liveSessionQueryKey(userId, sessionId), session);
  const attendance = attendanceQuery(userId, sessionId);
  await client.prefetchQuery({ queryKey: [...attendance.queryKey], queryFn: () => api.get(attendance.path) });
  return { dehydratedState: dehydrate(client), heading: session.topic };
}
