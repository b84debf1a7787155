import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { authApi } from "#contracts/api/auth.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { canOpenPortal } from "#contracts/portals.ts";
import { attendanceQuery, findSession, liveSessionQueryKey } from "./live-session-queries.ts";

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
  let session: Awaited<ReturnType<typeof findSession>>;
  try {
    session = await findSession((query) => apiGet(api, liveClassesApi.list, { query }), sessionId);
  } catch {
    return { dehydratedState: null, heading: null };
  }
  if (!session) throw data(null, { status: 404 });
  client.setQueryData(liveSessionQueryKey(userId, sessionId), session);
  const attendance = attendanceQuery(userId, sessionId);
  await client.prefetchQuery({ queryKey: [...attendance.queryKey], queryFn: () => api.get(attendance.path) });
  return { dehydratedState: dehydrate(client), heading: session.topic };
}
