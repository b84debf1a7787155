import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import { type ServerApi, serverApiContext, serverApiStatus } from "./load-context.ts";
import { makeQueryClient } from "./query-client.ts";

type PrefetchSpec = {
  queryKey: readonly unknown[];
  path: string;
  /** Same meaning as the browser's apiRequest option: a 401 is stored as null, not left unfetched. */
  nullOn401?: boolean;
};

async function read(api: ServerApi, spec: PrefetchSpec): Promise<unknown> {
  try {
    return await api.get(spec.path);
  } catch (error) {
    if (spec.nullOn401 && serverApiStatus(error) === 401) return null;
    throw error;
  }
}

// Loaders prefetch the same queries the components use, through the in-process API, and hand the
// dehydrated cache to <HydrationBoundary>. A failed read leaves that query empty rather than failing the page:
// the component then shows its own empty or error state.
export async function prefetchQueries(
  context: Readonly<RouterContextProvider>,
  specs: readonly PrefetchSpec[],
): Promise<DehydratedState> {
  const api = context.get(serverApiContext);
  const client = makeQueryClient();
  await Promise.all(
    specs.map((spec) =>
      client.prefetchQuery({ queryKey: [...spec.queryKey], queryFn: () => read(api, spec) }),
    ),
  );
  return dehydrate(client);
}
