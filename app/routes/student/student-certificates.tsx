import { HydrationBoundary } from "@tanstack/react-query";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { StudentCertificatesPage } from "#app/features/student-certificates/student-certificates-page.tsx";
import { studentCertificatesQuery } from "#app/features/student-certificates/student-certificates-queries.ts";
import type { Route } from "./+types/student-certificates";

// The student's certificates are read during SSR and hydrated, so the page arrives filled in.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    dehydratedState: await prefetchForUser(context, (user) => [studentCertificatesQuery(user.id)]),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student/certificates");

export default function StudentCertificatesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <StudentCertificatesPage />
    </HydrationBoundary>
  );
}
