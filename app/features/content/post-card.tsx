import { Link } from "react-router";
import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import type { BlogPostSummary } from "#contracts/blog.ts";
import { formatPostDate } from "#contracts/blog-text.ts";
import { tagLabel } from "./tag-label.ts";

/** One article in a list: cover, date, reading time, title, excerpt and tags. */
export function PostCard({
  post,
  headingLevel = "h3",
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-indigo-300 hover:shadow-md">
      {post.cover ? (
        <LazyImage
          src={post.cover.src}
          alt=""
          width={1200}
          height={630}
          priority={priority}
          className="aspect-[40/21] w-full bg-indigo-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {post.readingMinutes} min read
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900 group-hover:text-indigo-700">
          {/* The link covers the card; the tags below stay plain text so there is one target per card. */}
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-600"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          By {post.author}
          {post.tags.length > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              {post.tags.map(tagLabel).join(", ")}
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
