import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { PostCard } from "#app/features/content/post-card.tsx";
import { blogHref, tagLabel } from "#app/features/content/tag-label.ts";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { contentApi } from "#contracts/api/content.ts";
import { formatPostDate } from "#contracts/blog-text.ts";
import type { Route } from "./+types/blog-post";

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
    title: loaderData ? `${loaderData.post.title} | AI Labs` : "Blog | AI Labs",
    description: loaderData?.post.excerpt,
  });

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pb-12 pt-8 sm:pt-12">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All articles
        </Link>
        <header className="mt-6">
          {post.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={blogHref({ tag })}
                    className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {tagLabel(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
          <p className="mt-4 text-sm text-slate-600">
            By <span className="font-medium text-slate-900">{post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {post.readingMinutes} min read
          </p>
        </header>
        {post.cover ? (
          <LazyImage
            src={post.cover.src}
            alt={post.cover.alt}
            width={1200}
            height={630}
            priority
            className="mt-8 w-full rounded-xl bg-indigo-100"
          />
        ) : null}
        {/* Sanitised on the server (server/lib/markdown.ts): only an allow-list of tags and attributes. */}
        <Prose html={post.html} className="mt-10" />
      </article>

      <aside aria-labelledby="next-steps-heading" className="mx-auto max-w-3xl px-4 pb-12">
        <div className="rounded-2xl bg-indigo-50 p-6">
          <h2 id="next-steps-heading" className="text-xl font-semibold text-slate-900">
            Learn this with practitioners
          </h2>
          <p className="mt-2 text-slate-700">
            Our live certification courses and the AI Engineering Bootcamp turn articles like this one into
            projects you can show, with mentors who review your work.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to="/courses"
              className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Explore courses
            </Link>
            <Link
              to="/webinars"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Join a free webinar
            </Link>
          </div>
        </div>
      </aside>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Related articles
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
