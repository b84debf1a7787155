import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { checkoutApi } from "#contracts/api/checkout.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Order } from "#contracts/checkout.ts";

/** GET /api/student/orders (contracts/checkout.ts studentOrdersResponseSchema). */
export const studentOrdersPath = endpointUrl(checkoutApi.studentOrders);

export type StudentOrdersResponse = { orders: Order[] };

/** The signed-in buyer's orders, keyed by user so another account on the same tab never sees them. */
export function studentOrdersQuery(userId: string) {
  return { queryKey: ["orders", "student", userId] as const, path: studentOrdersPath };
}

/** Anyone signed in may have bought something; a visitor asks nothing. */
export function useStudentOrders(user: CurrentUser | null) {
  const spec = studentOrdersQuery(user?.id ?? "");
  return useQuery({
    queryKey: spec.queryKey,
    queryFn: ({ signal }) => apiRequest(checkoutApi.studentOrders, { signal }),
    enabled: user !== null,
  });
}
