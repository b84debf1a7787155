import type { MarkdownBodyOwner } from "#server/lib/markdown-bodies.ts";
import type { BlogRepository } from "./blog-repository.ts";

const postPath = /^\/blog\/([a-z0-9-]+)$/;

/** A visible blog post's body for Internal Links' "Insert link" (issue 20): /blog/<slug>. */
export function blogMarkdownBodies(
  repository: BlogRepository,
  now: () => Date = () => new Date(),
): MarkdownBodyOwner {
  return {
    owns: (path) => postPath.test(path),
    async read(path) {
      const slug = postPath.exec(path)?.[1];
      if (!slug) return null;
      const post = await repository.body(slug, now());
      return post ? { markdown: post.bodyMarkdown, title: post.title } : null;
    },
    async replace(tx, path, before, after) {
      const slug = postPath.exec(path)?.[1];
      return slug ? repository.replaceBody(tx, slug, before, after, now()) : false;
    },
  };
}
