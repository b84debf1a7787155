import { lessonPreviewPath } from "#contracts/learning-text.ts";
import { pageTitle } from "#contracts/page-title.ts";
import { markdownToText } from "#server/lib/markdown.ts";
import { metaDescription } from "#server/lib/meta-description.ts";
import type { PageSource } from "#server/modules/seo/page-source.ts";
import type { PreviewPagesRepository } from "./preview-pages-repository.ts";

const previewPattern =
  /^\/courses\/([a-z0-9-]+)\/preview\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

// /courses/:slug/preview/:lessonId: a free lesson anyone may read is a public page, in the sitemap and
// described by its own text.
export function createPreviewPageSource(deps: { previews: PreviewPagesRepository }): PageSource {
  return {
    async resolve(path) {
      const match = previewPattern.exec(path);
      if (!match) return null;
      const [, slug, lessonId] = match as unknown as [string, string, string];
      const lesson = await deps.previews.find(slug, lessonId);
      if (!lesson) return null;
      const text = markdownToText(lesson.body);
      return {
        title: pageTitle(`${lesson.title}: free lesson from ${lesson.courseTitle}`),
        description: metaDescription(
          text || `A free lesson from the ${lesson.courseTitle} course at AI Labs: ${lesson.title}.`,
        ),
        pageType: "article",
        publishedAt: lesson.createdAt,
        modifiedAt: lesson.updatedAt,
        article: { headline: lesson.title, tags: [] },
        breadcrumbs: [
          { name: "Courses", url: "/courses" },
          { name: lesson.courseTitle, url: `/courses/${slug}` },
          { name: lesson.title, url: path },
        ],
      };
    },
    async list() {
      const rows = await deps.previews.list();
      return rows.map((row) => ({
        path: lessonPreviewPath(row.slug, row.lessonId),
        modifiedAt: row.updatedAt,
      }));
    },
  };
}
