import { HydrationBoundary } from "@tanstack/react-query";
import { paymentsText } from "#app/features/payments/payment-display.ts";
import { studentOrdersQuery } from "#app/features/payments/payment-queries.ts";
import { PaymentsList } from "#app/features/payments/payments-list.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import type { Route } from "./+types/student-payments";

// The signed-in user's own orders are read during SSR and hydrated, so the page arrives filled in.
export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchForUser(context, (user) => [studentOrdersQuery(user.id)]) };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student/payments", paymentsText.heading);

export default function StudentPaymentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <PaymentsList />
    </HydrationBoundary>
  );
}
