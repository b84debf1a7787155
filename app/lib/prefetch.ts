import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import { serverApiContext } from "./load-context.ts";
import { makeQueryClient } from "./query-client.ts";

type PrefetchSpec = { queryKey: readonly unknown[]; path: string };

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
      client.prefetchQuery({ queryKey: [...spec.queryKey], queryFn: () => api.get(spec.path) }),
    ),
  );
  return dehydrate(client);
}
