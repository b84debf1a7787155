import { Spinner } from "#app/components/ui/spinner.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { AuthTabs } from "#app/features/auth/auth-tabs.tsx";
import { SignedInPanel } from "#app/features/auth/signed-in-panel.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { authPage } from "#contracts/page-heads/auth.ts";
import type { Route } from "./+types/auth-page";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, authPage);

export default function AuthPage() {
  const { user, isLoading, logout } = useAuth();
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {isLoading ? (
          <div className="flex justify-center py-12">
            <Spinner label="Checking your account..." />
          </div>
        ) : user ? (
          <SignedInPanel user={user} onLogout={() => void logout()} />
        ) : (
          <AuthTabs />
        )}
      </div>
    </section>
  );
}
