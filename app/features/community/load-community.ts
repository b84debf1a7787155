import type { DehydratedState } from "@tanstack/react-query";
import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { prefetchQueries } from "#app/lib/prefetch.ts";
import { authApi } from "#contracts/api/auth.ts";

type Spec = { queryKey: readonly unknown[]; path: string };

/**
 * A forum page's loader (issue 18): its read prefetched into the page, and the API's refusal turned into
 * the page's status, so a space or thread one may not read is a 404 page like one that does not exist
 * (decision 0047). A visitor gets no data; the portal guard sends them to sign in. `title` names the page
 * for its <title> from what was read.
 */
export async function loadCommunityPage<T>(
  context: Readonly<RouterContextProvider>,
  specFor: (userId: string) => Spec,
  title: (read: T) => string | null = () => null,
): Promise<{ dehydratedState: DehydratedState | null; heading: string | null }> {
  const api = context.get(serverApiContext);
  let userId: string;
  try {
    userId = (await apiGet(api, authApi.currentUser)).id;
  } catch {
    return { dehydratedState: null, heading: null };
  }
  const spec = specFor(userId);
  let heading: string | null = null;
  try {
    heading = title(await api.get<T>(spec.path));
  } catch (error) {
    const status = serverApiStatus(error);
    if (status === 400 || status === 404) throw data(null, { status: 404 });
    if (status === 403) throw data(null, { status });
    // Anything else: the page renders and its query shows the error with a way to try again.
  }
  return { dehydratedState: await prefetchQueries(context, [spec]), heading };
}
