import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { NextLink } from "#app/features/account-email/email-link-page.tsx";
import { PreferencesForm } from "#app/features/newsletter/preferences-form.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { newsletterApi } from "#contracts/api/newsletter.ts";
import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterPreferences } from "#contracts/newsletter.ts";
import { newsletterPreferencesPage } from "#contracts/page-heads/newsletter-preferences.ts";
import type { Route } from "./+types/newsletter-preferences";

type Loaded =
  | { state: "ready"; token: string; preferences: NewsletterPreferences }
  | { state: "invalid" | "failed" };

// Every campaign mail's footer links here with ?token= (issue 22): topics, a pause, unsubscribe or
// subscribe again, without signing in. The page is rendered with the subscriber's choices (never shared:
// a query string keeps it out of the page cache), and no Referer carries the token away.
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const seo = await loadPageMeta(context, request, newsletterPreferencesPage.path);
  if (!token || token.length > 200) return { seo, loaded: { state: "invalid" } as Loaded };
  try {
    const preferences = await apiGet(context.get(serverApiContext), newsletterApi.preferences, {
      query: { token },
    });
    return { seo, loaded: { state: "ready", token, preferences } as Loaded };
  } catch (error) {
    const status = serverApiStatus(error);
    return { seo, loaded: { state: status === 404 ? "invalid" : "failed" } as Loaded };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo, newsletterPreferencesPage),
  { name: "referrer", content: "no-referrer" },
];

export default function NewsletterPreferencesPage({ loaderData }: Route.ComponentProps) {
  const { loaded } = loaderData;
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {newsletterMessages.preferencesTitle}
        </h1>
        {loaded.state === "ready" ? (
          <>
            <p className="text-slate-700">
              {newsletterMessages.preferencesIntro}{" "}
              <strong className="break-all text-slate-900">{loaded.preferences.email}</strong>.
            </p>
            <PreferencesForm token={loaded.token} initial={loaded.preferences} />
          </>
        ) : (
          <>
            <FormAlert tone="error">
              {loaded.state === "invalid"
                ? newsletterMessages.preferencesInvalid
                : newsletterMessages.preferencesLoadFailed}
            </FormAlert>
            <NextLink to="/">Go to the home page</NextLink>
          </>
        )}
      </div>
    </section>
  );
}
