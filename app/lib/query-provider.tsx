import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { makeQueryClient } from "./query-client.ts";

// The portals' data layer. It is mounted by the portal layouts, not the root, so public pages never
// download TanStack Query (decision 0012). One client per portal visit: a portal's pages share its cache
// while the visitor moves between them, and leaving the portal lets it go.
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
