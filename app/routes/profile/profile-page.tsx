import { type MetaFunction, useLoaderData } from "react-router";
import { ProfilePage } from "#app/features/profile/profile-page.tsx";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import type { EmailStatus } from "#contracts/account-email.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import { profilePage } from "#contracts/page-heads/profile.ts";
import type { Route } from "./+types/profile-page";

/** A change of address waiting for its link, so the page shows it as soon as it paints. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ emailStatus: EmailStatus | null }> {
  try {
    return { emailStatus: await apiGet(context.get(serverApiContext), accountEmailApi.emailStatus) };
  } catch {
    // Signed out (the page sends the visitor to sign in) or unavailable: the section starts without it.
    return { emailStatus: null };
  }
}

export const meta: MetaFunction = () => pageMeta({ ...profilePage, noindex: true });

export default function ProfileRoute() {
  // Absent when the page is rendered without its loader (unit tests).
  const emailStatus = useLoaderData<typeof loader>()?.emailStatus ?? null;
  return <ProfilePage emailStatus={emailStatus} />;
}
