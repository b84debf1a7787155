import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { Order } from "#contracts/checkout.ts";

/** GET /api/student/orders (contracts/checkout.ts studentOrdersResponseSchema). */
export const studentOrdersPath = "/api/student/orders";

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
    queryFn: ({ signal }) => apiRequest<StudentOrdersResponse>(spec.path, { signal }),
    enabled: user !== null,
  });
}
