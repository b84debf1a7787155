import type { DehydratedState } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { prefetchQueries } from "#app/lib/prefetch.ts";
import { authApi } from "#contracts/api/auth.ts";
import type { CurrentUser } from "#contracts/auth.ts";

type Spec = { queryKey: readonly unknown[]; path: string };

// Portal queries are keyed by user (another account signing in on the same tab must not see the cached
// figures), so a loader learns who is signed in before it prefetches; nothing is read for a visitor or a
// role the page would refuse.
export async function prefetchForUser(
  context: Readonly<RouterContextProvider>,
  specsFor: (user: CurrentUser) => readonly Spec[],
): Promise<DehydratedState | null> {
  let user: CurrentUser;
  try {
    user = await apiGet(context.get(serverApiContext), authApi.currentUser);
  } catch {
    return null;
  }
  const specs = specsFor(user);
  return specs.length > 0 ? prefetchQueries(context, specs) : null;
}
