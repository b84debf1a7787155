import type { DehydratedState } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import type { CurrentUser } from "../../../contracts/auth.ts";
import { serverApiContext } from "../../lib/load-context.ts";
import { prefetchQueries } from "../../lib/prefetch.ts";
import { shellReads } from "../../lib/shell-reads.ts";

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
    user = await context.get(serverApiContext).get<CurrentUser>(shellReads.currentUser.path);
  } catch {
    return null;
  }
  const specs = specsFor(user);
  return specs.length > 0 ? prefetchQueries(context, specs) : null;
}
