import { data } from "react-router";
import { BlogPage } from "#app/features/content/blog-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { contentApi } from "#contracts/api/content.ts";
import { blogPage } from "#contracts/page-heads/blog.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/blog";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

// The tag and page live in the URL, so every filtered page is a plain link that works without JavaScript.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = {
    tag: url.searchParams.get("tag") || undefined,
    page: url.searchParams.get("page") || undefined,
  };
  try {
    const [list, seo] = await Promise.all([
      apiGet(context.get(serverApiContext), contentApi.blog, { query }),
      loadPageMeta(context, request),
    ]);
    return { list, seo };
  } catch (error) {
    // A malformed ?page= is a page that does not exist.
    if (serverApiStatus(error) === 400) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, blogPage);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage list={loaderData.list} />;
}
