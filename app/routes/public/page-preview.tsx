import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { LandingPageView } from "#app/features/landing-pages/landing-page-view.tsx";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import type { Route } from "./+types/page-preview";

// A draft landing page through its signed link (issue 21): what visitors will see once it is published, with
// today's live prices and dates. Never indexed, never shared (the query keeps it out of the page cache), and
// no Referer carries the link away.
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  // &variant=b: the draft of the page's A/B variant B.
  const variant = params.get("variant") === "b" ? ("b" as const) : undefined;
  if (!token || token.length > 600) return { page: null, failed: false };
  try {
    return {
      page: await apiGet(context.get(serverApiContext), pageBuilderApi.preview, {
        query: variant ? { token, variant } : { token },
      }),
      failed: false,
    };
  } catch (error) {
    if (serverApiStatus(error) === 404 || serverApiStatus(error) === 400)
      return { page: null, failed: false };
    return { page: null, failed: true };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.page ? `Preview: ${loaderData.page.title}` : "Page preview" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export default function PagePreviewRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.page) return <LandingPageView page={loaderData.page} />;
  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Page preview</h1>
      <div className="mt-4">
        <FormAlert>
          {loaderData.failed
            ? "The preview could not be loaded. Try again in a moment."
            : pageBuilderMessages.previewExpired}
        </FormAlert>
      </div>
    </section>
  );
}
