import { data } from "react-router";
import { BlogPostPageView } from "#app/features/content/blog-post-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { contentApi } from "#contracts/api/content.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { Route } from "./+types/blog-post";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  try {
    const [page, seo] = await Promise.all([
      apiGet(context.get(serverApiContext), contentApi.blogPost, { params: { slug: params.slug } }),
      loadPageMeta(context, request),
    ]);
    return { ...page, seo };
  } catch (error) {
    // An unknown article renders the not-found page with a real 404 status.
    if (serverApiStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: pageTitle(loaderData ? loaderData.post.title : "Blog"),
    description: loaderData?.post.excerpt,
  });

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPageView post={loaderData.post} related={loaderData.related} />;
}
