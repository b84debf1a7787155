import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { SeoPreviewView } from "#app/features/seo/seo-preview-view.tsx";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { seoPreviewPage } from "#contracts/page-heads/seo-preview.ts";
import { seoMessages } from "#contracts/seo-text.ts";
import type { Route } from "./+types/seo-preview";

// ?path= is read with the same call SSR uses for every page's head, so the preview cannot disagree with it.
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = (new URL(request.url).searchParams.get("path") ?? "").trim().slice(0, 2000);
  const seo = loadPageMeta(context, request);
  if (!path) return { path, target: null, error: null, seo: await seo };
  try {
    const target = await apiGet(context.get(serverApiContext), seoApi.pageMeta, { query: { path } });
    return { path, target, error: null, seo: await seo };
  } catch (error) {
    const status = serverApiStatus(error);
    const message =
      status === 404
        ? `${seoMessages.unknownPath}: ${path}`
        : status === 400
          ? seoMessages.invalidPath
          : "The preview could not be loaded. Please try again.";
    return { path, target: null, error: message, seo: await seo };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, seoPreviewPage);

export default function SeoPreviewRoute({ loaderData }: Route.ComponentProps) {
  return <SeoPreviewView path={loaderData.path} target={loaderData.target} error={loaderData.error} />;
}
