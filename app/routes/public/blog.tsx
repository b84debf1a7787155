import { data } from "react-router";
import { BlogPage } from "#app/features/content/blog-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import type { BlogList } from "#contracts/blog.ts";
import { blogPage } from "#contracts/page-heads/blog.ts";
import type { Route } from "./+types/blog";

// The tag and page live in the URL, so every filtered page is a plain link that works without JavaScript.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  const tag = url.searchParams.get("tag");
  const page = url.searchParams.get("page");
  if (tag) params.set("tag", tag);
  if (page) params.set("page", page);
  const query = params.toString();
  try {
    const [list, seo] = await Promise.all([
      context.get(serverApiContext).get<BlogList>(`/api/blog${query ? `?${query}` : ""}`),
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
