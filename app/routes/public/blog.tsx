import { Newspaper } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { PostCard } from "#app/features/content/post-card.tsx";
import { blogHref, tagLabel } from "#app/features/content/tag-label.ts";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { cn } from "#app/lib/cn.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { contentApi } from "#contracts/api/content.ts";
import { blogMessages } from "#contracts/blog-text.ts";
import type { Route } from "./+types/blog";

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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: "AI Engineering Blog: RAG, LLMs and ML Careers | AI Labs",
    description:
      "Practical articles from AI Labs instructors on RAG evaluation, prompt injection, fine-tuning, tabular ML and AI engineering careers.",
  });

const pill =
  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const activeTag = list.tag;
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">AI Labs blog</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Practical writing on building with AI
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Field notes from our instructors and career team: evaluating RAG systems, securing LLM features,
            choosing models, and growing a career in AI engineering.
          </p>
          {list.tags.length > 0 ? (
            <nav aria-label="Filter articles by tag" className="mt-8">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <Link
                    to="/blog"
                    aria-current={activeTag ? undefined : "page"}
                    className={cn(
                      pill,
                      activeTag
                        ? "border-slate-300 bg-white text-slate-800 hover:border-indigo-300"
                        : "border-indigo-600 bg-indigo-600 text-white",
                    )}
                  >
                    All articles
                  </Link>
                </li>
                {list.tags.map(({ tag, count }) => (
                  <li key={tag}>
                    <Link
                      to={blogHref({ tag })}
                      aria-current={tag === activeTag ? "page" : undefined}
                      className={cn(
                        pill,
                        tag === activeTag
                          ? "border-indigo-600 bg-indigo-600 text-white"
                          : "border-slate-300 bg-white text-slate-800 hover:border-indigo-300",
                      )}
                    >
                      {tagLabel(tag)}
                      <span className={tag === activeTag ? "text-indigo-100" : "text-slate-600"}>
                        <span className="sr-only">, </span>
                        {count}
                        <span className="sr-only"> articles</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="articles-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="articles-heading" className="mt-4 text-xl font-semibold text-slate-900">
          {activeTag ? `Articles tagged ${tagLabel(activeTag)}` : "Latest articles"}
          {list.pageCount > 1 ? (
            <span className="ml-2 text-base font-normal text-slate-600">
              (page {list.page} of {list.pageCount})
            </span>
          ) : null}
        </h2>
        {list.items.length === 0 ? (
          <EmptyState
            className="mt-6"
            icon={<Newspaper aria-hidden="true" className="size-10 text-indigo-600" />}
            title={activeTag ? blogMessages.emptyTag : blogMessages.empty}
            action={
              activeTag || list.page > 1 ? (
                <Link to="/blog" className={buttonClassName()}>
                  See all articles
                </Link>
              ) : null
            }
          />
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {list.pageCount > 1 ? (
          <Pagination
            label="Article pages"
            page={list.page}
            pageCount={list.pageCount}
            hrefFor={(page) => blogHref({ tag: activeTag, page })}
            className="mt-10"
          />
        ) : null}
      </section>
    </>
  );
}
