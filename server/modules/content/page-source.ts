import { blogPage } from "#contracts/page-heads/blog.ts";
import { podcastPage } from "#contracts/page-heads/podcast.ts";
import { webinarsPage } from "#contracts/page-heads/webinars.ts";
import { pageTitle } from "#contracts/page-title.ts";
import { metaDescription } from "#server/lib/meta-description.ts";
import type { PageFacts, PageSource } from "#server/modules/seo/page-source.ts";
import type { BlogService } from "./blog-service.ts";
import type { PodcastService } from "./podcast-service.ts";
import type { WebinarsService } from "./webinars-service.ts";

// The paths the content sections own: /blog, /blog/<slug>, /webinars and /podcast.

const blogFacts: PageFacts = {
  title: blogPage.title,
  description: blogPage.description,
  pageType: "website",
  keywords: ["AI blog", "RAG evaluation", "LLM engineering", "machine learning careers"],
  breadcrumbs: [{ name: "Blog", url: "/blog" }],
};

const webinarFacts: PageFacts = {
  title: webinarsPage.title,
  description: webinarsPage.description,
  pageType: "website",
  keywords: ["AI webinars", "LLM webinar", "machine learning webinar", "free AI training"],
  breadcrumbs: [{ name: "Webinars", url: "/webinars" }],
};

const podcastFacts: PageFacts = {
  title: podcastPage.title,
  description: podcastPage.description,
  pageType: "website",
  keywords: ["AI podcast", "machine learning podcast", "AI engineering careers"],
  breadcrumbs: [{ name: "Podcast", url: "/podcast" }],
};

function newest(dates: Date[]): Date | null {
  return dates.length > 0 ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
}

export function createContentPageSource(deps: {
  blog: BlogService;
  webinars: WebinarsService;
  podcast: PodcastService;
}): PageSource {
  return {
    async resolve(path) {
      if (path === "/blog") {
        const posts = await deps.blog.listAll();
        return { ...blogFacts, modifiedAt: newest(posts.map((p) => p.updatedAt)) ?? undefined };
      }
      if (path === "/webinars") {
        const next = await deps.webinars.next();
        if (!next) return webinarFacts;
        return {
          ...webinarFacts,
          event: {
            name: next.title,
            description: next.summary,
            startDate: new Date(next.startsAt),
            endDate: new Date(next.endsAt),
            registrationPath: "/webinars",
            performer: next.hostName,
          },
        };
      }
      if (path === "/podcast") {
        const episodes = await deps.podcast.listRows();
        return { ...podcastFacts, modifiedAt: newest(episodes.map((e) => e.updatedAt)) ?? undefined };
      }
      const match = /^\/blog\/([a-z0-9-]+)$/.exec(path);
      if (!match?.[1]) return null;
      const post = await deps.blog.find(match[1]);
      if (!post) return null;
      return {
        title: pageTitle(post.title),
        description: metaDescription(post.excerpt),
        pageType: "article",
        keywords: post.tags,
        author: post.authorName,
        publishedAt: post.publishedAt,
        modifiedAt: post.updatedAt,
        // Covers are SVG, which social cards do not show: the default image is used.
        article: { headline: post.title, tags: post.tags },
        breadcrumbs: [
          { name: "Blog", url: "/blog" },
          { name: post.title, url: path },
        ],
      };
    },

    async list() {
      const [posts, episodes, webinarList] = await Promise.all([
        deps.blog.listAll(),
        deps.podcast.listRows(),
        deps.webinars.list(),
      ]);
      const webinarDates = [...webinarList.upcoming, ...webinarList.past].map((w) => new Date(w.startsAt));
      return [
        { path: "/blog", modifiedAt: newest(posts.map((p) => p.updatedAt)) },
        ...posts.map((post) => ({ path: `/blog/${post.slug}`, modifiedAt: post.updatedAt })),
        { path: "/webinars", modifiedAt: newest(webinarDates.filter((d) => d <= new Date())) },
        { path: "/podcast", modifiedAt: newest(episodes.map((e) => e.updatedAt)) },
      ];
    },
  };
}
