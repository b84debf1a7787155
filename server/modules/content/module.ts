import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { MarkdownBodies } from "#server/lib/markdown-bodies.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import { blogMarkdownBodies } from "./blog-markdown-bodies.ts";
import { createBlogRepository } from "./blog-repository.ts";
import { createBlogService } from "./blog-service.ts";
import { createContentPageSource } from "./page-source.ts";
import { createPodcastRepository } from "./podcast-repository.ts";
import { createPodcastService } from "./podcast-service.ts";
import { contentRoutes } from "./routes.ts";
import { createWebinarsRepository } from "./webinars-repository.ts";
import { createWebinarsService } from "./webinars-service.ts";

type Deps = {
  db: Database;
  config: Config;
  mail: MailService;
  pageSources: PageSource[];
  markdownBodies: MarkdownBodies;
};

// The content sections: blog, webinars (registration mails an invite) and podcast.
export const contentModule = defineModule({
  name: "content",
  create: ({ db, config, mail, pageSources, markdownBodies }: Deps) => {
    const blogRepository = createBlogRepository(db);
    const blog = createBlogService({ repository: blogRepository });
    // Internal Links may link a post's mention of another page's keyphrase (issue 20).
    markdownBodies.own(blogMarkdownBodies(blogRepository));
    const webinars = createWebinarsService({
      repository: createWebinarsRepository(db),
      mail,
      publicUrl: config.publicUrl,
    });
    const podcast = createPodcastService({ repository: createPodcastRepository(db) });
    pageSources.push(createContentPageSource({ blog, webinars, podcast }));
    return { blog, webinars, podcast };
  },
  routes: async (app, { blog, webinars, podcast }) => {
    await app.register(contentRoutes, { blog, webinars, podcast });
  },
});
