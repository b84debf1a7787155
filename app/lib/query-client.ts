import { QueryClient } from "@tanstack/react-query";

// SPEC.md section 9: no refetch interval, no refetch on focus, data never stale, no retries.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
